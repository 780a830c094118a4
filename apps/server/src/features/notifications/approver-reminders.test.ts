import { describe, expect, it } from 'vitest';
import { createInstitute, createUser } from '../../../test/factories.js';
import { REMINDER_KINDS } from '../../reminder-kinds.js';
import { createPointRequest } from '../points/point-requests-test-support.js';
import { createProgram, createRegistration } from '../programs/test-support.js';
import { enqueueDueReminders } from './reminder-jobs.js';
import { logsOf, SEND_TIME, useReminderNode } from './reminders-test-support.js';

describe('approver reminders (pending registrations, unactioned points)', () => {
  const world = useReminderNode();
  const receivedBy = (email: string) => world.smtp.received.filter((m) => m.recipients.includes(email));

  it('tells admins of every pending registration and supervisors of their educators’, only when approval is required and the reminder is on', async () => {
    const reminder = {
      pending_registrations_reminder_enabled: true,
      pending_registrations_reminder_days: 30,
    };
    const institute = await createInstitute(world.database.db, {
      ...reminder,
      elective_registrations_require_approval: true,
    });
    // The reminder is on, but no registration needs approval there: nothing is sent.
    const open = await createInstitute(world.database.db, reminder);
    // Approval is required and the days are set, but the reminder is switched off: nothing is sent.
    const off = await createInstitute(world.database.db, {
      pending_registrations_reminder_enabled: false,
      pending_registrations_reminder_days: 30,
      elective_registrations_require_approval: true,
    });
    const offAdmin = await createUser(world.database.db, off.id, {
      is_institute_admin: true,
      email: 'adm@offr.test',
    });
    const offProgram = await createProgram(world.database.db, off.id);
    await createRegistration(
      world.database.db,
      off.id,
      offProgram.program.id,
      await createUser(world.database.db, off.id).then((u) => u.id),
      { status: 'pending' },
    );
    const admin = await createUser(world.database.db, institute.id, {
      is_institute_admin: true,
      email: 'adm@r.test',
    });
    const boss = await createUser(world.database.db, institute.id, {
      is_supervisor: true,
      email: 'boss@r.test',
    });
    const idle = await createUser(world.database.db, institute.id, {
      is_supervisor: true,
      email: 'idle@r.test',
    });
    const mine = await createUser(world.database.db, institute.id, { supervisor_id: boss.id });
    const loose = await createUser(world.database.db, institute.id);
    const approved = await createUser(world.database.db, institute.id, { supervisor_id: idle.id });
    const { program } = await createProgram(world.database.db, institute.id);
    await createRegistration(world.database.db, institute.id, program.id, mine.id, { status: 'pending' });
    await createRegistration(world.database.db, institute.id, program.id, loose.id, { status: 'pending' });
    await createRegistration(world.database.db, institute.id, program.id, approved.id);
    const openAdmin = await createUser(world.database.db, open.id, {
      is_institute_admin: true,
      email: 'adm@open.test',
    });
    const openProgram = await createProgram(world.database.db, open.id);
    const someone = await createUser(world.database.db, open.id);
    await createRegistration(world.database.db, open.id, openProgram.program.id, someone.id, {
      status: 'pending',
    });

    await enqueueDueReminders(world.node.deps, REMINDER_KINDS, SEND_TIME);
    await world.smtp.waitFor(admin.email);
    await world.smtp.waitFor(boss.email);
    await world.node.jobs.drain();
    expect(receivedBy(admin.email)[0]!.text).toContain(
      '2 program registrations are waiting for your approval.',
    );
    expect(receivedBy(boss.email)[0]!.text).toContain('1 program registration is waiting for your approval.');
    expect(receivedBy(idle.email)).toEqual([]);
    expect(receivedBy(openAdmin.email)).toEqual([]);
    expect(await logsOf(world.database.db, institute.id)).toMatchObject([
      { notification_type: 'pending_registrations_reminder', number_of_recipients: 2 },
    ]);
    expect(await logsOf(world.database.db, open.id)).toEqual([]);
    expect(receivedBy(offAdmin.email)).toEqual([]);
    expect(await logsOf(world.database.db, off.id)).toEqual([]);
  }, 30_000);

  it('tells approvers of pending point requests: admins all, supervisors the kinds they may action; one log row', async () => {
    const institute = await createInstitute(world.database.db, {
      unactioned_points_reminder_enabled: true,
      unactioned_points_reminder_days: 30,
      allow_supervisor_to_action: ['vocational_point_requests'],
    });
    const off = await createInstitute(world.database.db, { unactioned_points_reminder_days: 30 });
    const admin = await createUser(world.database.db, institute.id, {
      is_institute_admin: true,
      email: 'adm@q.test',
    });
    const boss = await createUser(world.database.db, institute.id, {
      is_supervisor: true,
      email: 'boss@q.test',
    });
    const mine = await createUser(world.database.db, institute.id, { supervisor_id: boss.id });
    await createPointRequest(world.database.db, institute.id, mine.id, { type: 'VocationalPointRequest' });
    await createPointRequest(world.database.db, institute.id, mine.id, { type: 'ReaPointRequest' });
    await createPointRequest(world.database.db, institute.id, mine.id, { status: 1 });
    const offAdmin = await createUser(world.database.db, off.id, {
      is_institute_admin: true,
      email: 'adm@off.test',
    });
    await createPointRequest(
      world.database.db,
      off.id,
      await createUser(world.database.db, off.id).then((u) => u.id),
    );

    await enqueueDueReminders(world.node.deps, REMINDER_KINDS, SEND_TIME);
    await world.smtp.waitFor(boss.email);
    await world.smtp.waitFor(admin.email);
    await world.node.jobs.drain();
    const subject = 'Point requests are waiting for you';
    const toAdmin = receivedBy(admin.email).filter((m) => m.subject === subject);
    expect(toAdmin[0]!.text).toContain('2 point requests are waiting for your decision.');
    expect(receivedBy(boss.email)[0]!.text).toContain('1 point request is waiting for your decision.');
    expect(receivedBy(offAdmin.email)).toEqual([]);
    expect(await logsOf(world.database.db, institute.id)).toEqual([
      {
        notification_type: 'unactioned_points_reminder',
        message: 'Unactioned points reminder sent to 2 approvers',
        number_of_recipients: 2,
        user_id: null,
      },
    ]);
    expect(await logsOf(world.database.db, off.id)).toEqual([]);
  }, 30_000);
});
