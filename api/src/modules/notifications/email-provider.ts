import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { notificationsRepository as repository } from './repository';

export interface Email {
  to: string;
  subject: string;
  text: string;
}

/** Sends an e-mail; the outbox and SMTP are interchangeable behind it. */
export interface EmailProvider {
  send(email: Email): Promise<void>;
  close?(): void;
}

/** The default provider: writes each e-mail to the outbox table and the log, and sends nothing. */
export class OutboxEmailProvider implements EmailProvider {
  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(email: Email): Promise<void> {
    await repository.addEmail(this.db, email);
    // The body too: with no mail server, the log is where a local user reads the link in it.
    this.log.info(
      { to: email.to, subject: email.subject, body: email.text },
      'E-mail written to the outbox',
    );
  }
}
