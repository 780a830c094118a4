import { MutationObserver, QueryClient, QueryObserver } from '@tanstack/react-query';
import type { TResponse, TResponseSummary } from '@pdp/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { businessIdealAnswerOptions } from './post-business-ideal-response';
import { rateCapabilityOptions } from './post-supervisor-response';
import { settleQueries } from './summary-answer';
import { responseSummaryQueryOptions, type ResponseSummaryTarget } from './get-response-summary';

type Kind = 'SupervisorResponse' | 'BusinessIdealResponse';

/**
 * A fake API for one domain: POSTs save an answer, and a summary read returns the answers saved when
 * the read arrived. One read (the first unless told) is held back, as a slow first read of a domain
 * just opened, or a slow refetch.
 */
function fakeApi(kind: Kind, { heldRead = 1, holdPosts = false } = {}) {
  const saved = new Map<number, number>();
  let reads = 0;
  let releaseHeldRead = () => {};
  const heldReadWaits = new Promise<void>((resolve) => (releaseHeldRead = resolve));
  let releasePosts = () => {};
  const postsHeld = holdPosts ? new Promise<void>((resolve) => (releasePosts = resolve)) : undefined;
  const summary = (): TResponseSummary => ({
    data: Object.fromEntries(
      [...saved].map(([capability, value]) => [
        String(capability),
        {
          EducatorResponse: null,
          BusinessIdealResponse: null,
          SupervisorResponse: null,
          [kind]: { capability_id: capability, type: kind, value },
        },
      ]),
    ),
    meta: {},
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        await postsHeld;
        const body = JSON.parse(String(init.body)) as Record<
          string,
          { capability_id: number; value: number }
        >;
        const { capability_id, value } = Object.values(body)[0]!;
        saved.set(capability_id, value);
        const data: TResponse = { capability_id, type: kind, value };
        const meta =
          kind === 'SupervisorResponse'
            ? { profile: { supervisor_completed_percent: 50 } }
            : { business_ideal_completed_percent: 50 };
        return Response.json({ data, meta }, { status: 201 });
      }
      if (!String(url).includes('/api/v1/response_summary')) throw new Error(`unexpected ${url}`);
      reads += 1;
      const answers = summary();
      if (reads === heldRead) await heldReadWaits;
      return Response.json(answers);
    }),
  );
  return { reads: () => reads, releaseHeldRead, releasePosts };
}

const cases = [
  {
    name: "a supervisor's rating",
    kind: 'SupervisorResponse' as const,
    target: { kind: 'profile', profileId: 7, domainId: 3 } satisfies ResponseSummaryTarget,
    answer: (client: QueryClient) =>
      new MutationObserver(client, rateCapabilityOptions(client)).mutate({
        profileId: 7,
        domainId: 3,
        capabilityId: 5,
        value: 2,
      }),
  },
  {
    name: 'a business ideal answer',
    kind: 'BusinessIdealResponse' as const,
    target: {
      kind: 'business-ideal',
      departmentId: 1,
      employmentTypeId: 2,
      domainId: 3,
    } satisfies ResponseSummaryTarget,
    answer: (client: QueryClient) =>
      new MutationObserver(client, businessIdealAnswerOptions(client)).mutate({
        departmentId: 1,
        employmentTypeId: 2,
        domainId: 3,
        capabilityId: 5,
        value: 2,
      }),
  },
];

describe.each(cases)('$name and the domain’s response summary', ({ kind, target, answer }) => {
  afterEach(() => vi.unstubAllGlobals());

  const answerOf = (client: QueryClient) =>
    client.getQueryData(responseSummaryQueryOptions(target).queryKey)?.data['5']?.[kind]?.value;

  it('counts an answer given while the domain’s first read is still on its way', async () => {
    const api = fakeApi(kind);
    const client = new QueryClient();
    // The screen shows the domain: its summary is read (and that first read is slow).
    const stop = new QueryObserver(client, responseSummaryQueryOptions(target)).subscribe(() => {});

    await answer(client);
    // The summary is read again after the answer was saved, and shows it. (Cancelling the first read
    // used to leave the domain with no summary at all, and Next Domain disabled.)
    await vi.waitFor(() => expect(answerOf(client)).toBe(2));
    expect(api.reads()).toBe(2);

    // The first read, which left before the answer was saved, does not put the old answers back.
    api.releaseHeldRead();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(answerOf(client)).toBe(2);
    stop();
  });

  it('updates a summary already read without reading it again', async () => {
    const api = fakeApi(kind);
    api.releaseHeldRead();
    const client = new QueryClient();
    const stop = new QueryObserver(client, responseSummaryQueryOptions(target)).subscribe(() => {});
    await vi.waitFor(() =>
      expect(client.getQueryData(responseSummaryQueryOptions(target).queryKey)).toBeDefined(),
    );
    expect(answerOf(client)).toBeUndefined();

    await answer(client);
    expect(answerOf(client)).toBe(2);
    expect(api.reads()).toBe(1);
    stop();
  });

  it('a refetch that left before the answer was saved does not put the old answers back', async () => {
    // The second read (a remount's refetch of a summary already read) leaves while the answer is on
    // its way, and is slow.
    const api = fakeApi(kind, { heldRead: 2, holdPosts: true });
    const client = new QueryClient();
    const key = responseSummaryQueryOptions(target).queryKey;
    const stop = new QueryObserver(client, responseSummaryQueryOptions(target)).subscribe(() => {});
    await vi.waitFor(() => expect(client.getQueryData(key)).toBeDefined());
    const answered = answer(client);
    await vi.waitFor(() => expect(answerOf(client)).toBe(2));
    const refetch = client.refetchQueries({ queryKey: key, exact: true });
    await vi.waitFor(() => expect(api.reads()).toBe(2));

    api.releasePosts();
    await answered;
    expect(answerOf(client)).toBe(2);
    api.releaseHeldRead();
    await refetch;
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(answerOf(client)).toBe(2);
    stop();
  });
});

describe('settleQueries (the profile lists, the domain counts)', () => {
  it('cancels a read in flight so that its older answer cannot land after the saved one', async () => {
    const client = new QueryClient();
    let percent = 0;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const options = {
      queryKey: ['profiling', 'profiles', 'list', {}],
      queryFn: async () => {
        const read = percent;
        if (read === 0 && client.getQueryData(['profiling', 'profiles', 'list', {}]) !== undefined)
          await held;
        return { percent: read };
      },
    };
    const stop = new QueryObserver(client, options).subscribe(() => {});
    await vi.waitFor(() => expect(client.getQueryData(options.queryKey)).toEqual({ percent: 0 }));
    // A refetch leaves before the rating is saved, and is slow.
    const refetch = client.refetchQueries({ queryKey: options.queryKey });
    percent = 50;
    await settleQueries<{ percent: number }>(client, { queryKey: ['profiling', 'profiles', 'list'] }, () => ({
      percent: 50,
    }));
    release();
    await refetch;
    expect(client.getQueryData(options.queryKey)).toEqual({ percent: 50 });
    stop();
  });
});
