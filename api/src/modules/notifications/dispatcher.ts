import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { notificationsRepository as repository, type ClaimedNotification } from './repository';
import type { EmailProvider } from './email-provider';
import type { SmsProvider } from './sms-provider';

export interface DispatcherOptions {
  /** The database whose outbox it sends. */
  db: Database;
  sms: SmsProvider;
  email: EmailProvider;
  log: FastifyBaseLogger;
  /** Tries before a message is given up. */
  maxAttempts: number;
  /** The wait after the first failure; it doubles with each one after, up to an hour. */
  retryBaseMs: number;
  /** Messages claimed at a time. */
  batchSize?: number;
  /** How long a claim lasts: a dispatcher that dies mid-send frees its rows after this. */
  leaseMs?: number;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * Sends what the outbox holds, after the transactions that wrote it have
 * committed. Every instance of the API runs one; claims (FOR UPDATE SKIP
 * LOCKED, then a lease) keep two of them from sending one message twice. A
 * failed send is tried again later and never touches the change behind it.
 */
export function createDispatcher(options: DispatcherOptions) {
  const { db, sms, email, log, maxAttempts, retryBaseMs } = options;
  const batchSize = options.batchSize ?? 20;
  const leaseMs = options.leaseMs ?? 60_000;

  const retryDelay = (attempts: number) =>
    Math.min(retryBaseMs * 2 ** Math.max(0, attempts - 1), HOUR_MS);

  async function deliver(message: ClaimedNotification): Promise<void> {
    if (message.channel === 'sms') await sms.send(message.recipient, message.body);
    else await email.send({ to: message.recipient, subject: message.subject, text: message.body });
  }

  /** Sends one message; a failure is marked at once, and answers false. */
  async function sendOne(message: ClaimedNotification): Promise<boolean> {
    try {
      await deliver(message);
      return true;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const giveUp = message.attempts >= maxAttempts;
      log.warn(
        { err: error, notificationId: message.id, attempts: message.attempts, giveUp },
        'A notification could not be sent',
      );
      await repository.markFailed(
        db,
        message.id,
        reason.slice(0, 500),
        giveUp ? null : retryDelay(message.attempts),
      );
      return false;
    }
  }

  /**
   * Sends batches until nothing is due; answers how many were tried. A batch's
   * sent messages are marked together after it, in one statement: a dispatcher
   * that dies before that sends them again once its claim runs out, as it
   * would a message it died sending.
   */
  async function sendDue(): Promise<number> {
    let tried = 0;
    for (;;) {
      const claimed = await repository.claimDue(db, batchSize, leaseMs);
      // Each recipient's messages in order, one at a time; recipients side by
      // side, so a busy database (each send may queue for a connection) does
      // not leave the outbox to grow behind the checkouts.
      const byRecipient = new Map<string, ClaimedNotification[]>();
      for (const message of [...claimed].sort((a, b) => a.id - b.id)) {
        const messages = byRecipient.get(message.recipient);
        if (messages) messages.push(message);
        else byRecipient.set(message.recipient, [message]);
      }
      const sent: number[] = [];
      await Promise.all(
        [...byRecipient.values()].map(async (messages) => {
          for (const message of messages) if (await sendOne(message)) sent.push(message.id);
        }),
      );
      await repository.markSent(db, sent);
      tried += claimed.length;
      if (claimed.length < batchSize) return tried;
    }
  }

  // One run at a time in this process: a poll that finds one running waits its turn.
  let queue: Promise<unknown> = Promise.resolve();
  let waiting = false;
  let timer: NodeJS.Timeout | undefined;

  function poll(): void {
    if (waiting) return;
    waiting = true;
    queue = queue.then(async () => {
      waiting = false;
      try {
        await sendDue();
      } catch (error) {
        log.error({ err: error }, 'The notification dispatcher could not read the outbox');
      }
    });
  }

  return {
    /** Polls every `intervalMs`; 0 leaves sending to flush(). */
    start(intervalMs: number): void {
      if (intervalMs > 0) timer = setInterval(poll, intervalMs).unref();
    },
    /** Sends everything due now, after any run in progress; answers how many were tried. */
    flush(): Promise<number> {
      const run = queue.then(sendDue);
      queue = run.catch(() => undefined);
      return run;
    },
    async stop(): Promise<void> {
      clearInterval(timer);
      await queue;
    },
  };
}

export type Dispatcher = ReturnType<typeof createDispatcher>;
