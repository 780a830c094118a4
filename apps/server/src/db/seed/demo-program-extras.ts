import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { PROGRAM_NOTIFICATION_TYPES } from '@pdp/contract';
import { createReport } from '../../lib/pdf/index.js';
import { randomToken } from '../../lib/tokens.js';
import type { FileStorage } from '../../lib/storage.js';
import type { Transaction } from '../client.js';
import { institutes, notification_logs, programs, users } from '../schema/index.js';

/*
 * What the demo programs show beyond their rows (issue 14): a flyer PDF on the first live program,
 * and notifications already sent to registrants, as the notification log report will list them.
 */

async function flyer(
  instituteName: string,
  primaryColor: string,
  program: { name: string | null; summary: string | null },
) {
  const report = await createReport({
    brand: { name: instituteName, primaryColor, logo: null },
    title: program.name ?? 'Program',
    timeZone: 'Australia/Melbourne',
    generatedAt: new Date(Date.UTC(2026, 0, 1)),
  });
  report.titleBlock(program.name ?? 'Program', 'Program flyer');
  report.details([['About', program.summary ?? '']], [['Contact', 'learning@demo.test']]);
  return report.end();
}

export async function seedDemoProgramExtras(tx: Transaction, storage: FileStorage, instituteId: number) {
  const [institute] = await tx.select().from(institutes).where(eq(institutes.id, instituteId));
  const live = await tx
    .select()
    .from(programs)
    .where(
      and(eq(programs.institute_id, instituteId), eq(programs.published, true), isNotNull(programs.name)),
    )
    .orderBy(asc(programs.id))
    .limit(3);
  const [admin] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.institute_id, instituteId), eq(users.is_institute_admin, true)))
    .orderBy(asc(users.id))
    .limit(1);
  const first = live[0];
  if (!institute || !first) return;

  const key = `${instituteId}/${randomToken()}.pdf`;
  await storage.put(
    key,
    await flyer(institute.name, institute.primary_color, {
      name: first.name,
      summary: first.summary_description,
    }),
  );
  await tx
    .update(programs)
    .set({ pdf_key: key, pdf_filename: 'assessment-masterclass-flyer.pdf' })
    .where(and(eq(programs.institute_id, instituteId), eq(programs.id, first.id)));

  const sent = [
    [first, PROGRAM_NOTIFICATION_TYPES.notifications, 'Room change: both sessions are now in B2.14.', 13, 6],
    [
      live[1],
      PROGRAM_NOTIFICATION_TYPES.educator_notifications,
      'Please wear closed shoes on the day.',
      10,
      3,
    ],
    [live[2], PROGRAM_NOTIFICATION_TYPES.notifications, 'Bring a laptop to each session.', 9, 1],
  ] as const;
  const DAY = 86_400_000;
  await tx.insert(notification_logs).values(
    sent.flatMap(([program, type, message, recipients, daysAgo]) =>
      program
        ? [
            {
              institute_id: instituteId,
              program_id: program.id,
              program_name: program.name,
              notification_type: type,
              message,
              number_of_recipients: recipients,
              user_id: admin?.id ?? null,
              created_at: new Date(Date.now() - daysAgo * DAY),
            },
          ]
        : [],
    ),
  );
}
