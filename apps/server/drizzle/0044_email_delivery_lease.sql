-- An email-delivery attempt holds its email for a lease: while it runs, a retry that pg-boss starts
-- beside it (the attempt outlived the job's expiry) finds the email held and sends nothing. A
-- `sending` email without a lease was claimed before this column existed: it is free to claim again.
ALTER TABLE "email_outbox" ADD COLUMN "sending_until" timestamp with time zone;
