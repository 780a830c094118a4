import { randomUUID } from 'node:crypto';
import type { Database } from '../../server/src/db/client.js';
import { insertRegistration } from '../../server/src/features/programs/registrations-repository.js';
import type { ApiClient } from './api';
import type { SeededUser, UserSpec } from './seed';

export interface SeededApprovalProgram {
  id: number;
  name: string;
}

export interface PendingRegistration {
  id: number;
  educator: SeededUser;
  program: SeededApprovalProgram;
}

export interface PendingRegistrations {
  supervisor: SeededUser;
  program: SeededApprovalProgram;
  registrations: PendingRegistration[];
}

// seed.ts's uniqueSuffix, repeated: seed.ts imports this file.
const uniqueSuffix = () => randomUUID().replaceAll('-', '').slice(0, 8);

/** What the seeding needs of `Seed`: its users. */
interface MakesUsers {
  user(spec?: UserSpec): Promise<SeededUser>;
}

/** "2027-01-14T09:00": a local time `days` from now, far beyond any registration cut-off. */
function localTime(days: number, hour: number): string {
  const date = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  return `${date.toISOString().slice(0, 10)}T${String(hour).padStart(2, '0')}:00`;
}

/** A live elective of the test's own, open for registration, with one workshop 40 days ahead. */
export async function seedApprovalProgram(api: ApiClient): Promise<SeededApprovalProgram> {
  const suffix = uniqueSuffix();
  const domains = await api.get<{ data: { id: number }[] }>('/api/v1/domains/options');
  const created = await api.post<{ data: { id: number; name: string } }>('/api/v1/programs', {
    program: {
      name: `Approval ${suffix}`,
      program_type: 'elective',
      domain_id: domains.data[0]?.id,
      registrations_open: true,
      published: true,
      workshops: [
        { name: `Session ${suffix}`, start_time: localTime(40, 9), end_time: localTime(40, 12), points: 4 },
      ],
    },
  });
  return { id: created.data.id, name: created.data.name };
}

/**
 * A supervisor of Demo Institute whose `count` new educators have each registered for one new
 * program and wait for approval. Educators register in the mobile app (no API here; staff
 * registrations are approved at once), so the registrations are written to the database.
 */
export async function seedPendingRegistrations(
  seed: MakesUsers,
  api: ApiClient,
  db: Database,
  count: number,
): Promise<PendingRegistrations> {
  const supervisor = await seed.user({
    givenName: 'Paz',
    familyName: `Approver${uniqueSuffix()}`,
    roles: ['supervisor'],
  });
  const program = await seedApprovalProgram(api);
  const registrations: PendingRegistration[] = [];
  for (let index = 0; index < count; index += 1) {
    const educator = await seed.user({
      givenName: ['Wren', 'Cleo', 'Ezra', 'Nina'][index % 4],
      // Family names sort in the order made (the queue's default order).
      familyName: `${String.fromCharCode(65 + index)}pplicant${uniqueSuffix()}`,
      roles: ['educator'],
      supervisorId: supervisor.id,
    });
    const row = await insertRegistration(db, {
      institute_id: educator.instituteId,
      program_id: program.id,
      user_id: educator.id,
      status: 'pending',
      created_by_id: educator.id,
    });
    registrations.push({ id: row.id, educator, program });
  }
  return { supervisor, program, registrations };
}

/** A new educator's registrations, one per state My registrations shows. */
export interface RegistrationsInEveryState {
  educator: SeededUser;
  registered: SeededApprovalProgram;
  pending: SeededApprovalProgram;
  declined: SeededApprovalProgram;
}

/**
 * A new educator of Demo Institute registered for three new programs: approved ("Registered"),
 * waiting for approval ("Pending approval") and refused with a reason ("Not approved").
 */
export async function seedRegistrationsInEveryState(
  seed: MakesUsers,
  api: ApiClient,
  db: Database,
): Promise<RegistrationsInEveryState> {
  const educator = await seed.user({ givenName: 'Rory', roles: ['educator'] });
  const register = async (status: 'approved' | 'pending' | 'incomplete') => {
    const program = await seedApprovalProgram(api);
    await insertRegistration(db, {
      institute_id: educator.instituteId,
      program_id: program.id,
      user_id: educator.id,
      status,
      rejection_reason: status === 'incomplete' ? 'The program is for another department.' : null,
      created_by_id: educator.id,
    });
    return program;
  };
  return {
    educator,
    registered: await register('approved'),
    pending: await register('pending'),
    declined: await register('incomplete'),
  };
}
