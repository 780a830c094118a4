import type { TMyProgram, TProgram } from '@pdp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, json, type TestApp } from '../../../test/app.js';
import { createUser, loginAs } from '../../../test/factories.js';
import type { UserRow } from '../../db/schema/index.js';
import { seedProgramsWorld, type ProgramsWorld } from './programs-test-support.js';
import { createProgram, createRegistration } from './test-support.js';

const JOINING = 'Meeting link https://meet.example.test/room-4411';
const BRIEFING = 'Bring your login for the lab; the door code is 2231';

describe('the workshop fields only those who attend or run a program read (programs/policies.ts)', () => {
  let t: TestApp;
  let w: ProgramsWorld;
  let programId: number;
  const viewers: Record<string, { user: UserRow; reads: boolean }> = {};

  beforeAll(async () => {
    t = await createTestApp();
    w = await seedProgramsWorld(t);
    const home = w.home.id;
    const { program } = await createProgram(t.db, home, { facilitator_id: w.users.fiona.id }, [
      { approved_attendee_information: JOINING, pre_workshop_communication_message: BRIEFING },
    ]);
    programId = program.id;
    await createProgram(t.db, home, { facilitator_id: w.users.frank.id });
    const registrant = async (status: 'approved' | 'pending' | 'incomplete') => {
      const user = await createUser(t.db, home, { is_educator: true });
      await createRegistration(t.db, home, programId, user.id, { status });
      return user;
    };
    Object.assign(viewers, {
      'institute admin': { user: w.users.admin, reads: true },
      'super admin': { user: await createUser(t.db, home, { is_super_admin: true }), reads: true },
      'facilitator of this program': { user: w.users.fiona, reads: true },
      'approved registrant': { user: await registrant('approved'), reads: true },
      'pending registrant': { user: await registrant('pending'), reads: false },
      'declined registrant': { user: await registrant('incomplete'), reads: false },
      'unregistered educator': { user: w.users.eddie, reads: false },
      guest: { user: await createUser(t.db, home, { is_guest: true }), reads: false },
      'facilitator of another program': { user: w.users.frank, reads: false },
      supervisor: { user: w.users.sam, reads: false },
    });
  });
  afterAll(() => t.close());

  type Workshop = (TProgram | TMyProgram)['workshops'][number];
  /** What each viewer reads of the program's workshop on `url`, beside what the rule says they should. */
  async function readAsEach(url: string, field: (w: Workshop) => string | null | undefined, secret: string) {
    const seen: Record<string, string | null | undefined> = {};
    const expected: Record<string, string | null> = {};
    for (const [name, { user, reads }] of Object.entries(viewers)) {
      const response = await apiClient(t.app, await loginAs(t.app, user)).get(url);
      expect(response.statusCode, `${name}: ${response.body}`).toBe(200);
      const [workshop] = json<{ data: TProgram | TMyProgram }>(response).data.workshops;
      // Everything else of the workshop reads as before.
      expect(workshop).toMatchObject({ name: 'Workshop 1', presenter: 'Presenter' });
      seen[name] = field(workshop!);
      expected[name] = reads ? secret : null;
    }
    return { seen, expected };
  }

  it.each(['/api/v1/programs/:id', '/api/v1/my/programs/:id'])(
    'GET %s: the joining information as the policy says, null for the rest',
    async (route) => {
      const url = route.replace(':id', String(programId));
      const { seen, expected } = await readAsEach(url, (w) => w.approved_attendee_information, JOINING);
      expect(seen).toEqual(expected);
      expect((await w.as.otherAdmin.get(url)).statusCode).toBe(404);
    },
  );

  it('GET programs/{id}: the pre-workshop message (emailed to approved registrants only) follows the same rule', async () => {
    const { seen, expected } = await readAsEach(
      `/api/v1/programs/${programId}`,
      (w) => ('pre_workshop_communication_message' in w ? w.pre_workshop_communication_message : undefined),
      BRIEFING,
    );
    expect(seen).toEqual(expected);
  });
});
