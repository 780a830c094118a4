import { eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.js';
import type { DatabaseHandle } from '../../db/client.js';
import { email_outbox } from '../../db/schema/index.js';
import { createMailer, type Mailer } from './mailer.js';
import { claimForDelivery, markFailed, markSent } from './outbox-repository.js';
import { EmailStillSendingError, type DeliveryTiming } from './smtp-delivery.js';

/**
 * A relay slow to confirm a message (overloaded, half-open): it holds its reply to the first
 * message's DATA until `release()`. A held message whose client hangs up is dropped, as a relay
 * drops a transaction it never confirmed; every other message is taken at once.
 */
async function startSlowRelay() {
  const accepted: string[] = [];
  let received = 0;
  let abandoned = 0;
  let held: { sessionId: string; accept: () => void } | undefined;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => {
        received += 1;
        const accept = () => {
          accepted.push(session.envelope.rcptTo.map((r) => r.address).join(','));
          callback();
        };
        if (received === 1) held = { sessionId: session.id, accept };
        else accept();
      });
    },
    onClose(session) {
      if (held?.sessionId !== session.id) return;
      held = undefined;
      abandoned += 1;
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    accepted,
    /** Messages whose DATA reached the relay, confirmed or not. */
    received: () => received,
    /** Held messages whose client hung up before the relay confirmed them. */
    abandoned: () => abandoned,
    release() {
      held?.accept();
      held = undefined;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function until(isDone: () => boolean, what: string, timeoutMs = 10_000) {
  for (const deadline = Date.now() + timeoutMs; !isDone();) {
    if (Date.now() > deadline) throw new Error(`still waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Email delivery against a relay slow to answer (docs/jobs.md, "Email delivery"). */
describe('delivering to a slow relay', () => {
  let database: DatabaseHandle;
  let relay: Awaited<ReturnType<typeof startSlowRelay>>;
  let mailer: Mailer;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterEach(async () => {
    mailer?.close();
    relay?.release();
    await relay?.close();
  });
  afterAll(() => database?.close());

  /** A relay and a mailer sending to it; no job system: each attempt is run here by hand. */
  async function start(timing?: DeliveryTiming) {
    relay = await startSlowRelay();
    const noJobs = { enqueue: () => Promise.resolve() };
    mailer = createMailer(database.db, { smtpUrl: relay.url, mailFrom: 'x@test' }, noJobs, timing);
    const id = await mailer.queue(database.db, { to: 'slow@relay.test', subject: 'Hello', text: 'Hi' });
    return id;
  }
  const outboxRow = async (id: number) =>
    (await database.db.select().from(email_outbox).where(eq(email_outbox.id, id)))[0]!;
  const first = { retryCount: 0, isLast: false };
  const retry = { retryCount: 1, isLast: false };

  it('sends nothing on a retry while the first attempt still waits on the relay; the first delivers it once', async () => {
    const id = await start();
    const firstAttempt = mailer.deliverQueued(id, first);
    await until(() => relay.received() === 1, 'the first message at the relay');
    // pg-boss gave the first attempt up (its expiry) and runs the retry, maybe on another node.
    await expect(mailer.deliverQueued(id, retry)).rejects.toBeInstanceOf(EmailStillSendingError);
    expect(await outboxRow(id)).toMatchObject({ status: 'sending', attempts: 1 });

    relay.release();
    await firstAttempt;
    expect(relay.accepted).toEqual(['slow@relay.test']);
    expect(relay.received()).toBe(1);
    expect(await outboxRow(id)).toMatchObject({ status: 'sent', attempts: 1, sending_until: null });
    // A later retry finds it sent, and sends nothing.
    await mailer.deliverQueued(id, { retryCount: 2, isLast: false });
    expect(relay.received()).toBe(1);
  });

  it('gives up on a relay that does not answer within the attempt, hanging up; the next attempt delivers it', async () => {
    const id = await start({ attemptMs: 1000, leaseSeconds: 5 });
    const startedAt = Date.now();
    await expect(mailer.deliverQueued(id, first)).rejects.toThrow('No reply from the mail relay within 1 s');
    expect(Date.now() - startedAt).toBeLessThan(5000);
    await until(() => relay.abandoned() === 1, 'the relay to see the attempt hang up');
    expect(await outboxRow(id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      sending_until: null,
      last_error: 'No reply from the mail relay within 1 s',
    });

    await mailer.deliverQueued(id, retry);
    expect(relay.accepted).toEqual(['slow@relay.test']);
    expect(await outboxRow(id)).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
  });

  it('stops waiting on the relay when pg-boss aborts the attempt (its expiry, the worker stopping)', async () => {
    const id = await start();
    const aborted = new AbortController();
    const firstAttempt = mailer.deliverQueued(id, { ...first, signal: aborted.signal });
    await until(() => relay.received() === 1, 'the first message at the relay');
    aborted.abort(new Error('job expired'));
    await expect(firstAttempt).rejects.toThrow('Message sending aborted');
    await until(() => relay.abandoned() === 1, 'the relay to see the attempt hang up');
    expect(await outboxRow(id)).toMatchObject({ status: 'pending', attempts: 1 });
    expect(relay.accepted).toEqual([]);
  });
});

describe('the outbox claim of a delivery attempt', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.close());

  async function pendingEmail() {
    const [row] = await database.db
      .insert(email_outbox)
      .values({ to_address: 'a@test', from_address: 'x@test', subject: 'S', text_body: 'T' })
      .returning();
    return row!.id;
  }
  const rowOf = async (id: number) =>
    (await database.db.select().from(email_outbox).where(eq(email_outbox.id, id)))[0]!;
  /** The attempt holding it stalled past its lease (its node froze or died). */
  const lapseLease = (id: number) =>
    database.db
      .update(email_outbox)
      .set({ sending_until: sql`now() - interval '1 second'` })
      .where(eq(email_outbox.id, id));
  const claim = async (id: number) => {
    const claimed = await claimForDelivery(database.db, id, 60);
    if (!claimed || claimed === 'held') throw new Error(`not claimed: ${claimed}`);
    return claimed;
  };

  it('goes to one of two attempts claiming at once (two nodes); the other finds it held', async () => {
    const id = await pendingEmail();
    const claims = await Promise.all([
      claimForDelivery(database.db, id, 60),
      claimForDelivery(database.db, id, 60),
    ]);
    expect(claims.filter((c) => c === 'held')).toHaveLength(1);
    expect(claims.filter((c) => typeof c === 'object')).toHaveLength(1);
    expect(await rowOf(id)).toMatchObject({ status: 'sending', attempts: 1 });
  });

  it('is taken again once its lease ran out, and the stalled attempt’s late result changes nothing', async () => {
    const sentByTheRetry = await pendingEmail();
    const stalled = await claim(sentByTheRetry);
    await lapseLease(sentByTheRetry);
    const retried = await claim(sentByTheRetry);
    expect(await markSent(database.db, retried)).toBe(true);
    expect(await markFailed(database.db, stalled, 'Timeout', false)).toBe(false);
    expect(await rowOf(sentByTheRetry)).toMatchObject({ status: 'sent', attempts: 2, last_error: null });

    const failedByTheRetry = await pendingEmail();
    const late = await claim(failedByTheRetry);
    await lapseLease(failedByTheRetry);
    const again = await claim(failedByTheRetry);
    expect(await markFailed(database.db, again, '451 Try later', false)).toBe(true);
    expect(await markSent(database.db, late)).toBe(false);
    expect(await rowOf(failedByTheRetry)).toMatchObject({
      status: 'pending',
      attempts: 2,
      last_error: '451 Try later',
    });
  });

  it('is never taken from a sent, failed or outbox-only email', async () => {
    for (const status of ['sent', 'failed', 'outbox'] as const) {
      const id = await pendingEmail();
      await database.db.update(email_outbox).set({ status }).where(eq(email_outbox.id, id));
      expect(await claimForDelivery(database.db, id, 60)).toBeUndefined();
      expect(await rowOf(id)).toMatchObject({ status, attempts: 0 });
    }
  });
});
