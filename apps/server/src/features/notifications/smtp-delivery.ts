import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';

/**
 * How long one email-delivery attempt may take, in one place (docs/jobs.md, "Email delivery"). pg-boss
 * gives an attempt up after `DELIVERY_EXPIRE_SECONDS` and queues its retry, whether or not the handler
 * still runs; so an attempt stops waiting for the relay well before that (`attemptMs`), and its claim
 * on the outbox email (`leaseSeconds`) outlasts the attempt but ends by the time the retry comes, so a
 * retry finds the email settled, or free again when the attempt's node died.
 */
export const DELIVERY_EXPIRE_SECONDS = 120;

export interface DeliveryTiming {
  /** An attempt gives up on the relay after this long: the send is aborted, its connection closed. */
  attemptMs: number;
  /** How long an attempt's claim holds the email: past `attemptMs`, no later than the job's expiry. */
  leaseSeconds: number;
}

export const DELIVERY_TIMING: DeliveryTiming = {
  attemptMs: 90_000,
  leaseSeconds: DELIVERY_EXPIRE_SECONDS,
};

/**
 * The SMTP transport: pooled, so a connection is set up once for many emails (an import's
 * invitations), not per email. nodemailer's own timeouts (2 minutes to connect, 10 of silence) would
 * outlast the job's expiry; these are each well inside an attempt. SMTP_URL's query may override them.
 */
export function createSmtpTransport(url: string): Transporter {
  return nodemailer.createTransport({
    url,
    pool: true,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });
}

/** Another attempt holds the email (its claim's lease runs): this one sends nothing and is retried. */
export class EmailStillSendingError extends Error {
  constructor(outboxId: number) {
    super(`Email ${outboxId} is being sent by an earlier attempt; this one is retried later`);
  }
}

/**
 * Sends one message within the attempt's time, or fails: when `attemptMs` runs out, or pg-boss aborts
 * the attempt (`signal`: its expiry, the worker stopping), the send is aborted and its pooled
 * connection closed, so a reply arriving later cannot complete it. Whether the relay kept a message
 * it never confirmed SMTP cannot tell: the retry sends it again rather than lose it.
 */
export async function sendWithin(
  transport: Transporter,
  timing: Pick<DeliveryTiming, 'attemptMs'>,
  signal: AbortSignal | undefined,
  message: SendMailOptions,
) {
  const deadline = AbortSignal.timeout(timing.attemptMs);
  try {
    return await transport.sendMail({
      ...message,
      signal: signal ? AbortSignal.any([signal, deadline]) : deadline,
    });
  } catch (error) {
    if (!deadline.aborted) throw error;
    throw new Error(`No reply from the mail relay within ${timing.attemptMs / 1000} s`, { cause: error });
  }
}
