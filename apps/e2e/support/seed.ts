import { randomUUID } from 'node:crypto';
import type { BrowserContext, PlaywrightWorkerArgs } from '@playwright/test';
import type { Database } from '../../server/src/db/client.js';
import { ApiClient } from './api';
import {
  findAccount,
  insertProfile,
  startSession,
  type SeededProfileState,
  type StorageState,
} from './database';
import { baseUrl, DEMO_PASSWORD, ROLE_ACCOUNTS, type Role } from './env';
import { linkIn, waitForEmail } from './mailbox';
import {
  seedPendingRegistrations,
  seedRegistrationsInEveryState,
  type PendingRegistrations,
  type RegistrationsInEveryState,
} from './seed-registrations';

/** A short suffix no other test, worker or earlier run has used: for names, emails and codes. */
export function uniqueSuffix(): string {
  return randomUUID().replaceAll('-', '').slice(0, 8);
}

export type SeededRole = 'educator' | 'supervisor' | 'facilitator' | 'institute_admin' | 'guest';

export interface UserSpec {
  givenName?: string;
  /** Default `Tester<suffix>`: unique, and sorted after the demo staff most tests look for. */
  familyName?: string;
  /** Default: facilitator (a role that needs no department, employment type or supervisor). */
  roles?: SeededRole[];
  supervisorId?: number;
  /** A department code of the institute, e.g. `BUS`; educators default to BUS. */
  department?: string;
  /** An employment type name; educators default to Full-time Teacher (it has the supervisor step). */
  employmentType?: string;
}

export interface SeededUser {
  id: number;
  instituteId: number;
  email: string;
  employeeNumber: string;
  givenName: string;
  familyName: string;
  fullName: string;
}

export interface OwnInstitute {
  id: number;
  name: string;
  /** Its institute admin, and a signed-in state of theirs (a session of this test only). */
  admin: SeededUser;
  adminState: StorageState;
  /** A super admin session of this test only, acting in this institute. */
  superAdminState: StorageState;
  /** The API as its admin. */
  api: ApiClient;
}

interface UserBody {
  data: { id: number; institute_id: number };
}
interface Options {
  data: { id: number; name: string; label?: string }[];
}

/**
 * Makes the records a test changes, so that no test depends on a demo account or on another
 * test: users and institutes through the API as an admin, and what the API cannot make (sessions,
 * profiles) in the database. One per test (the `seed` fixture); it closes what it opened.
 */
export class Seed {
  private readonly opened: ApiClient[] = [];

  constructor(
    private readonly deps: {
      playwright: PlaywrightWorkerArgs['playwright'];
      /** The stored institute admin of Demo Institute (shared: only creates, never changes itself). */
      adminApi: ApiClient;
      /** The stored super admin (shared: only creates institutes, never switches). */
      superApi: ApiClient;
      database: () => Promise<Database>;
    },
  ) {}

  /** A user of Demo Institute (or of `api`'s institute) without a password: they can be signed in with `signIn`. */
  async user(spec: UserSpec = {}, api = this.deps.adminApi): Promise<SeededUser> {
    return this.createUser(spec, api, false);
  }

  /**
   * A user of Demo Institute (or of `api`'s institute) who chose `password` through the emailed
   * invitation link, as a new user does: for tests that sign in through the page or type it again.
   */
  async userWithPassword(
    spec: UserSpec = {},
    password = DEMO_PASSWORD,
    api = this.deps.adminApi,
  ): Promise<SeededUser> {
    const user = await this.createUser(spec, api, true);
    const invitation = await waitForEmail(user.email, 15_000, { subject: 'Your PD Passport account' });
    await this.choosePassword(linkIn(invitation, '/users/password/edit'), password);
    return user;
  }

  /** A session of the user's own, made in the database: its browser state. */
  async sessionOf(user: Pick<SeededUser, 'id' | 'instituteId'>): Promise<StorageState> {
    return startSession(await this.deps.database(), user, baseUrl());
  }

  /** Signs the browser context in as the user (a new session of theirs), before the first page opens. */
  async signIn(context: BrowserContext, user: Pick<SeededUser, 'id' | 'instituteId'>): Promise<void> {
    await context.addCookies((await this.sessionOf(user)).cookies);
  }

  /** A demo role's account, for a session of a test's own (`signIn`) that may switch institute. */
  async demoAccount(role: Role): Promise<Pick<SeededUser, 'id' | 'instituteId'>> {
    return findAccount(await this.deps.database(), ROLE_ACCOUNTS[role].email);
  }

  /** The API as whoever `state` signs in; closed when the test ends. */
  async api(state: StorageState): Promise<ApiClient> {
    const client = await ApiClient.open(this.deps.playwright, state);
    this.opened.push(client);
    return client;
  }

  /**
   * A new institute with Demo Institute's settings copied (divisions, employment types, domains,
   * labels, banners…; no users, profiles or business ideal), and an institute admin of its own.
   * With `copySettings: false` it starts as empty as a new customer's: no lists at all.
   */
  async institute({ copySettings = true }: { copySettings?: boolean } = {}): Promise<OwnInstitute> {
    const name = `E2E Institute ${uniqueSuffix()}`;
    const institutes = await this.deps.superApi.get<Options>('/api/v1/institutes/options');
    const demo = institutes.data.find((option) => option.name === ROLE_ACCOUNTS.super_admin.institute);
    const created = await this.deps.superApi.post<{ data: { id: number } }>('/api/v1/institutes', {
      institute: { name },
      ...(copySettings ? { copy_from_institute_id: demo?.id } : {}),
    });
    const { id } = created.data;
    // A super admin session of this test's own, switched into the new institute to add its admin.
    const superAdminState = await this.sessionOf(await this.demoAccount('super_admin'));
    const superApi = await this.api(superAdminState);
    await superApi.get(`/api/v1/institutes/${id}/select`);
    const admin = await this.user({ givenName: 'Iris', roles: ['institute_admin'] }, superApi);
    const adminState = await this.sessionOf(admin);
    return { id, name, admin, adminState, superAdminState, api: await this.api(adminState) };
  }

  /**
   * A supervisor of Demo Institute with one new educator per state, each with a profile in that
   * state for the current period: a list of profiles no other test sees or changes.
   */
  async supervisorWithProfiles(
    states: SeededProfileState[],
  ): Promise<{ supervisor: SeededUser; educators: SeededUser[] }> {
    // Not "Supervisor…": the tests find Sue Visor by typing "vis".
    const supervisor = await this.user({
      givenName: 'Rhea',
      familyName: `Mentor${uniqueSuffix()}`,
      roles: ['supervisor'],
    });
    const database = await this.deps.database();
    const educators: SeededUser[] = [];
    for (const [index, state] of states.entries()) {
      const educator = await this.user({
        givenName: ['Wren', 'Cleo', 'Ezra', 'Nina'][index % 4],
        familyName: `Learner${uniqueSuffix()}`,
        roles: ['educator'],
        supervisorId: supervisor.id,
      });
      await insertProfile(database, { ...educator, supervisorId: supervisor.id }, state);
      educators.push(educator);
    }
    return { supervisor, educators };
  }

  /**
   * A supervisor of Demo Institute whose `count` new educators each wait for approval of a
   * registration for one new program (support/seed-registrations.ts): a queue no other test sees.
   */
  async supervisorWithPendingRegistrations(count: number): Promise<PendingRegistrations> {
    return seedPendingRegistrations(this, this.deps.adminApi, await this.deps.database(), count);
  }

  /** A new educator of Demo Institute with a registration in each state (support/seed-registrations.ts). */
  async educatorWithRegistrations(): Promise<RegistrationsInEveryState> {
    return seedRegistrationsInEveryState(this, this.deps.adminApi, await this.deps.database());
  }

  async dispose(): Promise<void> {
    await Promise.all(this.opened.splice(0).map((client) => client.dispose()));
  }

  private async createUser(spec: UserSpec, api: ApiClient, invite: boolean): Promise<SeededUser> {
    const suffix = uniqueSuffix();
    const roles = spec.roles ?? ['facilitator'];
    const givenName = spec.givenName ?? 'Test';
    const familyName = spec.familyName ?? `Tester${suffix}`;
    const email = `e2e-${suffix}@demo.test`;
    const employeeNumber = `T-${suffix}`;
    const isEducator = roles.includes('educator');
    // Educators and guests need a supervisor (part 2 §5): one of their own unless the spec names one.
    const supervisorId =
      spec.supervisorId ??
      (isEducator || roles.includes('guest')
        ? (await this.createUser({ roles: ['supervisor'], givenName: 'Sup' }, api, false)).id
        : undefined);
    const department = spec.department ?? (isEducator ? 'BUS' : undefined);
    const employmentType = spec.employmentType ?? (isEducator ? 'Full-time Teacher' : undefined);
    const body = await api.post<UserBody>('/api/v1/users', {
      user: {
        unique_identifier: employeeNumber,
        given_name: givenName,
        family_name: familyName,
        email,
        ...Object.fromEntries(roles.map((role) => [`is_${role}`, true])),
        supervisor_id: supervisorId,
        department_id: department && (await this.optionId(api, 'departments', department)),
        employment_type_id: employmentType && (await this.optionId(api, 'employment_types', employmentType)),
      },
      generate_password: invite,
    });
    return {
      id: body.data.id,
      instituteId: body.data.institute_id,
      email,
      employeeNumber,
      givenName,
      familyName,
      fullName: `${givenName} ${familyName}`,
    };
  }

  /** The id of a department (by code) or employment type (by name) in `api`'s institute. */
  private async optionId(api: ApiClient, plural: 'departments' | 'employment_types', name: string) {
    const { data } = await api.get<Options>(`/api/v1/${plural}/options`);
    const option = data.find((o) => o.name === name || o.label?.startsWith(`${name} - `));
    if (!option)
      throw new Error(`Seeding: no ${plural} option "${name}" (${data.map((o) => o.name).join(', ')})`);
    return option.id;
  }

  /** Chooses a password on the page an invitation or reset link opens, as its form would. */
  private async choosePassword(link: string, password: string): Promise<void> {
    const request = await this.deps.playwright.request.newContext({ baseURL: baseUrl() });
    try {
      const form = await request.get(link);
      const csrf = /name="authenticity_token" value="([^"]+)"/.exec(await form.text())?.[1];
      if (!form.ok() || !csrf) throw new Error(`Seeding: ${link} answered ${form.status()} without a form`);
      const done = await request.post('/users/password', {
        form: {
          _method: 'put',
          authenticity_token: csrf,
          'user[reset_password_token]': new URL(link).searchParams.get('reset_password_token') ?? '',
          'user[password]': password,
          'user[password_confirmation]': password,
        },
      });
      if (done.status() !== 200) {
        throw new Error(`Seeding: choosing a password answered ${done.status()}: ${await done.text()}`);
      }
    } finally {
      await request.dispose();
    }
  }
}
