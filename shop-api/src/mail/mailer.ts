import type { FastifyBaseLogger } from 'fastify';
import { createTransport, type Transporter } from 'nodemailer';
import type { Config } from '../config';
import type { MailContent } from './mail-layout';

export interface OutgoingMail extends MailContent {
  to: string;
}

/** A mail job: builds the mail (reading the database if it must), or null when none is due. */
export type MailJob = () => Promise<OutgoingMail | null>;

/**
 * Sends the shop's mails over SMTP (nodemailer) in the background: a request never waits for the
 * mail server and never fails because it is down; a failed mail is logged. Without `SMTP_URL`
 * nothing is sent and each mail is logged as skipped. `settled()` lets tests and shutdown wait.
 */
export class Mailer {
  private readonly transport: Transporter | null;
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly settings: Pick<Config, 'smtpUrl' | 'mailFrom'>,
    private readonly log: FastifyBaseLogger,
  ) {
    this.transport = settings.smtpUrl
      ? createTransport({
          url: settings.smtpUrl,
          // A hanging mail server must not keep background jobs (and sockets) forever.
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 20_000,
        })
      : null;
  }

  /** Runs `job` after the current request; `kind` names the mail in the logs. */
  later(kind: string, job: MailJob): void {
    const run = (async () => {
      await new Promise<void>((done) => setImmediate(done));
      const mail = await job();
      if (mail) await this.send(kind, mail);
    })().catch((error: unknown) => {
      this.log.error({ mail: kind, err: error }, 'mail job failed');
    });
    this.pending.add(run);
    void run.finally(() => this.pending.delete(run));
  }

  async send(kind: string, mail: OutgoingMail): Promise<void> {
    if (!this.transport) {
      this.log.warn({ mail: kind }, 'mail not sent: SMTP_URL is not set');
      return;
    }
    await this.transport.sendMail({
      from: this.settings.mailFrom,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    });
    this.log.info({ mail: kind }, 'mail sent');
  }

  /** Resolves when every mail job started so far has finished (sent, skipped or failed). */
  async settled(): Promise<void> {
    while (this.pending.size) await Promise.allSettled([...this.pending]);
  }

  async close(): Promise<void> {
    await this.settled();
    this.transport?.close();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: Mailer;
  }
}
