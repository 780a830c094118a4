import { MutationObserver, QueryClient, QueryObserver } from '@tanstack/react-query';
import type { TRegistration } from '@pdp/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { markAttendanceOptions } from './attendance';
import { registrationsQueryOptions } from './registrations';

const PROGRAM = 7;
const KICK_OFF = 1;
const WRAP_UP = 2;

/**
 * A fake API for one program with one registration: a mark saves the attendance (the kick-off's can
 * be held back, as a slow request), and a list read answers what was saved when the read arrived,
 * released when the test says (as a read still under way on a busy server).
 */
function fakeApi() {
  const present = new Set<number>();
  const heldReads: (() => void)[] = [];
  let holdReads = false;
  let releaseKickOff = () => {};
  const kickOffHeld = new Promise<void>((resolve) => (releaseKickOff = resolve));
  const list = () => ({
    data: [
      {
        id: 11,
        user_family_name: 'Lee',
        user_given_name: 'Ann',
        attendances: [...present].map((workshop_id) => ({ workshop_id, present: true })),
      } as unknown as TRegistration,
    ],
    meta: { total: 1, page: 1, per_page: 100 },
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        const { attendance } = JSON.parse(String(init.body)) as { attendance: { workshop_id: number } };
        if (attendance.workshop_id === KICK_OFF) await kickOffHeld;
        present.add(attendance.workshop_id);
        return Response.json({ data: attendance }, { status: 201 });
      }
      if (!String(url).includes(`/api/v1/programs/${PROGRAM}/registrations`))
        throw new Error(`unexpected ${url}`);
      const answer = list();
      if (holdReads) await new Promise<void>((resolve) => heldReads.push(resolve));
      return Response.json(answer);
    }),
  );
  return {
    holdReads: (hold: boolean) => (holdReads = hold),
    releaseReads: () => heldReads.splice(0).forEach((release) => release()),
    releaseKickOff,
  };
}

afterEach(() => vi.unstubAllGlobals());

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('marking attendance while the list is being read again', () => {
  it('keeps a saved tick: a read that began before the change never lands after it', async () => {
    const api = fakeApi();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const list = new QueryObserver(client, registrationsQueryOptions(PROGRAM));
    const unsubscribe = list.subscribe(() => {});
    await vi.waitFor(() => expect(list.getCurrentResult().data).toHaveLength(1));

    // A read under way (an earlier change's refresh), then two ticks: the kick-off's request is
    // slow, the wrap-up's is saved at once, while the read still holds the list from before both.
    api.holdReads(true);
    void client.invalidateQueries({ queryKey: ['programs'] });
    const mark = (workshop_id: number) =>
      new MutationObserver(client, markAttendanceOptions(client, PROGRAM))
        .mutate({ registration_id: 11, workshop_id, present: true })
        .catch(() => undefined);
    const kickOff = mark(KICK_OFF);
    await mark(WRAP_UP);

    api.releaseReads();
    await settle();
    const attended = () =>
      list
        .getCurrentResult()
        .data?.[0]?.attendances.filter((a) => a.present)
        .map((a) => a.workshop_id)
        .sort();
    expect(attended()).toEqual([WRAP_UP]);

    // Once the kick-off is saved too, the list is read again and holds both.
    api.holdReads(false);
    api.releaseKickOff();
    await kickOff;
    await vi.waitFor(() => expect(attended()).toEqual([KICK_OFF, WRAP_UP]));
    unsubscribe();
  });
});
