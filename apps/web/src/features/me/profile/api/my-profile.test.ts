import { MutationObserver, QueryClient } from '@tanstack/react-query';
import type { TMyProfile } from '@pdp/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROFILE_KEY, saveMyAnswerOptions } from './my-profile';

/** A profile of one domain whose statements 1..n carry the given answers. */
function profileWith(values: (number | null)[]): TMyProfile {
  const capabilities = values.map((value, index) => ({ id: index + 1, value }));
  return { domains: [{ capabilities }] } as unknown as TMyProfile;
}

const answersOf = (client: QueryClient) =>
  client.getQueryData<TMyProfile>(PROFILE_KEY)?.domains[0]?.capabilities.map((c) => c.value);

/** Saving answers on My Profile (issue 21): quick choices in a row never un-check one another. */
describe('saveMyAnswerOptions', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps a later choice while an earlier save answers, and ends with the last answer', async () => {
    const client = new QueryClient();
    client.setQueryData(PROFILE_KEY, profileWith([null, null]));
    // The server answers each PUT only when the test lets it, with the answers it has saved so far.
    const saved: (number | null)[] = [null, null];
    const pending: (() => void)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: { body: string }) => {
        const { capability_id, value } = JSON.parse(init.body).profile.responses[0];
        await new Promise<void>((resolve) => pending.push(resolve));
        saved[capability_id - 1] = value;
        return Response.json({ data: profileWith([...saved]) });
      }),
    );
    const observer = new MutationObserver(client, saveMyAnswerOptions(client));
    const first = observer.mutate({ capability_id: 1, value: 3 });
    const second = new MutationObserver(client, saveMyAnswerOptions(client)).mutate({
      capability_id: 2,
      value: 2,
    });
    expect(answersOf(client)).toEqual([3, 2]);

    await vi.waitFor(() => expect(pending).toHaveLength(1));
    pending.shift()!();
    await first;
    // The first save's answer (which has not seen the second choice) does not replace the cache.
    expect(answersOf(client)).toEqual([3, 2]);

    await vi.waitFor(() => expect(pending).toHaveLength(1));
    pending.shift()!();
    await second;
    expect(answersOf(client)).toEqual([3, 2]);
    expect(saved).toEqual([3, 2]);
  });
});
