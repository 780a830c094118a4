import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { restoreBackup, writeBackup, type BackupPlace } from '../db/backup-archive.js';
import { openDatabase } from '../db/client.js';
import { listRecent } from '../features/notifications/outbox-repository.js';
import { createSuperAdmin } from '../features/users/create-super-admin.js';
import { migrateStorage } from '../lib/storage-migrate.js';
import { localStorageOf, storageOf } from '../lib/storage.js';

const USAGE = `Usage: npm run admin -- <command> [options]

Commands:
  create-super-admin --email X [--given-name A] [--family-name B] [--institute-name N]
      Creates a super admin and prints a one-time password to sign in with (change it from the Account menu).
  outbox [--limit N]
      Lists the newest emails in the outbox (where emails go when SMTP_URL is unset), with their bodies
      and the names of their attachments.
  backup FILE
      Writes FILE (a tar): every table's rows from one consistent snapshot, every stored file they
      reference, and DATA_DIR's keys, each with its SHA-256, checked once written. Works while the server
      runs. Exits 1 (after writing FILE) when it lacks something: a file that rows reference is
      missing from storage, or the SSO key found does not open the stored SSO client secrets.
  restore FILE
      Checks FILE, then puts its files and keys in place and replaces the whole database with its rows,
      in one transaction (all or nothing). A damaged file changes nothing. Stop the server first; start
      it afterwards to apply any newer migrations.
  storage-migrate
      Copies every file in DATA_DIR/uploads to the S3 bucket that STORAGE=s3 and the S3_* settings name,
      reading each copy back to check its SHA-256. Safe to run again: files already there with the same
      checksum are skipped. Exits 1 when a copy does not match. Run it with the server stopped (or run it
      again after the switch) so that no upload is left behind.

The CLI opens the same database as the server (DATA_DIR or DATABASE_URL). With the embedded database it
connects to the server's cluster while the server runs, and starts it for the command otherwise.`;

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      'given-name': { type: 'string' },
      'family-name': { type: 'string' },
      'institute-name': { type: 'string' },
      limit: { type: 'string', default: '20' },
    },
  });
  if (command === 'backup' || command === 'restore') {
    const file = positionals[0];
    if (!file) throw new Error(`${command} needs a FILE`);
    await backupOrRestore(command, file);
    return;
  }
  if (command === 'storage-migrate') {
    await storageMigrate();
    return;
  }
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

async function backupOrRestore(command: 'backup' | 'restore', file: string) {
  const config = loadConfig();
  const database = await openDatabase(config);
  const place: BackupPlace = {
    url: database.url,
    storage: storageOf(config),
    dataDir: config.dataDir,
    environmentKeys: { 'session-secret': config.sessionSecret, 'sso-secret-key': config.ssoSecretKey },
  };
  try {
    const started = Date.now();
    const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
    const rowsOf = (header: { tables: { rows: number }[] }) =>
      `${header.tables.length} tables, ${header.tables.reduce((sum, t) => sum + t.rows, 0)} rows`;
    if (command === 'backup') {
      const manifest = await writeBackup(place, file);
      const files = manifest.parts.filter((part) => part.name.startsWith('files/'));
      const bytes = files.reduce((sum, part) => sum + part.bytes, 0);
      const keys = manifest.keys.map(
        (key) => `${key.name} (${key.source === 'file' ? 'included' : `${key.source}: not included`})`,
      );
      console.log(
        `Backed up: ${rowsOf(manifest)}, ${files.length} files (${(bytes / 1024 / 1024).toFixed(1)} MB), keys ${keys.join(', ')}, in ${seconds()}; checked.`,
      );
      for (const warning of manifest.warnings) console.error(`Warning: ${warning}`);
      // Written all the same (it is the best backup there is), but a scheduled run must be noticed.
      if (manifest.warnings.length) process.exitCode = 1;
    } else {
      const report = await restoreBackup(place, file);
      const keys = report.keys.length
        ? `, keys ${report.keys.join(', ')} put in ${config.dataDir} (a key file there before is kept as <name>.before-restore)`
        : '';
      console.log(
        `Restored (backup of ${report.header.created_at}): ${rowsOf(report.header)}, ${report.files} files${keys}, in ${seconds()}.`,
      );
      for (const warning of report.warnings) console.error(`Warning: ${warning}`);
    }
  } finally {
    await database.close();
  }
}

async function storageMigrate() {
  const config = loadConfig();
  const bucket = config.storage.s3?.bucket;
  if (!bucket)
    throw new Error('storage-migrate copies DATA_DIR/uploads to S3: set STORAGE=s3 and the S3_* settings.');
  const from = `${config.dataDir}/uploads`;
  const report = await migrateStorage(localStorageOf(config), storageOf(config), (key, outcome) => {
    if (outcome === 'failed') console.error(`Copy of ${key} does not match its SHA-256.`);
  });
  console.log(
    `${from} → s3://${bucket}: ${report.copied} copied and verified, ${report.skipped} already there (same SHA-256), ${report.failed.length} failed.`,
  );
  if (report.failed.length) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
