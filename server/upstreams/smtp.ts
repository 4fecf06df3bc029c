import type nodemailer from 'nodemailer';
import { loadOnDemand } from '../load-on-demand.ts';

// The SMTP relay (SMTP_URL) that sends the outbox's mails.

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  /** Stable per outbox row, so a receiving system can drop a copy sent again after a crash (decision 022). */
  messageId: string;
}

/** The part of a nodemailer transporter the worker uses; tests pass their own. */
export interface MailTransport {
  sendMail(mail: OutgoingMail): Promise<unknown>;
  close?(): void;
}

/** A nodemailer SMTP transport from SMTP_URL (smtp:// or smtps://, credentials in the URL). */
export function createMailTransport(smtpUrl: string, timeoutMs: number): MailTransport {
  // SMTP takes several round trips, so each step gets the upstream budget but never less than 5 s.
  const t = Math.max(timeoutMs, 5000);
  return loadOnDemand<typeof nodemailer>('nodemailer').createTransport({
    url: smtpUrl,
    connectionTimeout: t,
    greetingTimeout: t,
    socketTimeout: t,
  });
}
