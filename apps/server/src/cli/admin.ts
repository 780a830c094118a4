import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { listRecent } from '../features/notifications/outbox-repository.js';
import { createSuperAdmin } from '../features/users/create-super-admin.js';

const USAGE = `Usage: npm run admin -- <command> [options]

Commands:
  create-super-admin --email X [--given-name A] [--family-name B] [--institute-name N]
      Creates a super admin and prints a one-time password to sign in with (change it from the Account menu).
  outbox [--limit N]
      Lists the newest emails in the outbox (where emails go when SMTP_URL is unset), with their bodies
      and the names of their attachments.

The CLI opens the same database as the server (DATA_DIR or DATABASE_URL). With the embedded database it
connects to the server's cluster while the server runs, and starts it for the command otherwise.`;

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  const { values } = parseArgs({
    args: rest,
    options: {
      email: { type: 'string' },
      'given-name': { type: 'string' },
      'family-name': { type: 'string' },
      'institute-name': { type: 'string' },
      limit: { type: 'string', default: '20' },
    },
  });
  if (command !== 'create-super-admin' && command !== 'outbox') {
    console.log(USAGE);
    process.exitCode = command ? 2 : 0;
    return;
  }
  if (command === 'create-super-admin' && !values.email) throw new Error('create-super-admin needs --email');

  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    if (command === 'create-super-admin') {
      const { user, password } = await createSuperAdmin(database.db, {
        email: values.email!,
        givenName: values['given-name'],
        familyName: values['family-name'],
        instituteName: values['institute-name'],
      });
      console.log(`Created super admin ${user.email} (user #${user.id}).`);
      console.log(`One-time password: ${password}`);
      console.log('It is shown only now. Sign in and change it from the Account menu.');
    } else {
      const emails = await listRecent(database.db, Number(values.limit) || 20);
      if (emails.length === 0) console.log('The outbox is empty.');
      for (const email of emails) {
        console.log(
          `#${email.id} ${email.created_at.toISOString()} [${email.status}] to ${email.to_address}`,
        );
        console.log(`Subject: ${email.subject}`);
        for (const file of email.attachments ?? []) {
          const kb = Math.ceil((file.content_base64.length * 3) / 4 / 1024);
          console.log(`Attachment: ${file.filename} (${file.content_type}, ${kb} KB)`);
        }
        console.log(`\n${email.text_body}\n${'-'.repeat(72)}`);
      }
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
