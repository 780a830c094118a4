import type { Page } from '@playwright/test';
import type { ApiClient } from '../../support/api';
import { expect, uniqueSuffix } from '../../support/fixtures';

export interface SeededProgram {
  id: number;
  name: string;
  /** Kick-off (5 points), then Wrap-up (3 points). */
  workshops: [SeededWorkshop, SeededWorkshop];
}

interface SeededWorkshop {
  id: number;
  name: string;
}

interface ProgramBody {
  data: { id: number; name: string; workshops: { id: number; name: string | null }[] };
}

/** "2027-01-14T09:00": a local time `days` from now, far beyond any registration cut-off. */
function localTime(days: number, hour: number): string {
  const date = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  return `${date.toISOString().slice(0, 10)}T${String(hour).padStart(2, '0')}:00`;
}

/**
 * A live program of the test's own (tests change its registrations), through the API as the admin:
 * two workshops worth 5 and 3 points, a week apart and `daysAhead` (40) days from now, open for
 * registration, with an optional attendee limit. Unpublished, it is a draft; with its workshops in
 * the past (`daysAhead` below -7), a past program.
 */
export async function seedProgram(
  api: ApiClient,
  options: { limit?: number; published?: boolean; daysAhead?: number } = {},
): Promise<SeededProgram> {
  const daysAhead = options.daysAhead ?? 40;
  const suffix = uniqueSuffix();
  const domains = await api.get<{ data: { id: number; name: string }[] }>('/api/v1/domains/options');
  const workshop = (name: string, days: number, points: number) => ({
    name: `${name} ${suffix}`,
    start_time: localTime(days, 9),
    end_time: localTime(days, 12),
    points,
  });
  const created = await api.post<ProgramBody>('/api/v1/programs', {
    program: {
      name: `Attendance ${suffix}`,
      program_type: 'elective',
      domain_id: domains.data[0]?.id,
      registrations_open: true,
      attendee_limit: options.limit ?? null,
      published: options.published ?? true,
      workshops: [workshop('Kick-off', daysAhead, 5), workshop('Wrap-up', daysAhead + 7, 3)],
    },
  });
  const { id, name, workshops } = created.data;
  const [first, second] = [...workshops].sort((a, b) => a.id - b.id);
  if (!first || !second) throw new Error(`Seeding: program ${id} came back without its two workshops`);
  const seeded = (w: typeof first) => ({ id: w.id, name: w.name ?? '' });
  return { id, name, workshops: [seeded(first), seeded(second)] };
}

/** Registers a user through the API, as the Add users search would. */
export async function registerThroughApi(api: ApiClient, programId: number, userId: number) {
  return api.post<{ data: { id: number } }>(`/api/v1/programs/${programId}/registrations`, {
    registration: { user_id: userId },
  });
}

/** Types into Add users and chooses the suggestion naming the user. */
export async function addUser(page: Page, search: string, fullName: string) {
  const box = page.getByRole('combobox', { name: 'Add users' });
  await box.fill(search);
  await page.getByRole('option', { name: new RegExp(fullName) }).click();
}

/** Opens the program's Attendance tab. */
export async function openAttendance(page: Page, programId: number) {
  await page.goto(`/programs/${programId}?tab=attendance`);
  await expect(
    page.getByRole('table', { name: 'Registrations' }).or(page.getByText('No one is registered yet')),
  ).toBeVisible({ timeout: 30_000 }); // the page's first load on a busy machine
}
