import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { notificationsRepository as repository } from './repository';

/** Sends a text message; a real gateway can replace the outbox without touching callers. */
export interface SmsProvider {
  send(to: string, body: string): Promise<void>;
}

/** The default provider: writes each message to the outbox table and the log, and sends nothing. */
export class OutboxSmsProvider implements SmsProvider {
  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(to: string, body: string): Promise<void> {
    await repository.addSms(this.db, to, body);
    this.log.info({ to, body }, 'SMS written to the outbox');
  }
}
