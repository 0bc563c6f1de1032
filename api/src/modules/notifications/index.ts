import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import { createDispatcher, type Dispatcher } from './dispatcher';
import { OutboxEmailProvider, type EmailProvider } from './email-provider';
import { createNotificationsService, type NotificationsService } from './service';
import { OutboxSmsProvider } from './sms-provider';

declare module 'fastify' {
  interface FastifyInstance {
    /** What the store tells customers: the outbox writer, the two channels, and what was told. */
    notifications: NotificationsService;
    /** Sends the outbox after commit; flush() sends what is due now. */
    notificationDispatcher: Dispatcher;
  }
}

/** SMTP where SMTP_URL names a server, else the outbox. */
async function emailProvider(app: FastifyInstance, config: AppConfig): Promise<EmailProvider> {
  if (!config.SMTP_URL) return new OutboxEmailProvider(app.db, app.log);
  // nodemailer loads only where there is a mail server to send through.
  const { SmtpEmailProvider } = await import('./smtp-email-provider');
  return new SmtpEmailProvider(config.SMTP_URL, config.MAIL_FROM);
}

/**
 * The notifications module: two channels (SMS and e-mail), the outbox writer
 * on `app.notifications`, and its dispatcher on `app.notificationDispatcher`.
 */
async function notificationsModule(app: FastifyInstance, { config }: { config: AppConfig }) {
  const sms = new OutboxSmsProvider(app.db, app.log);
  const email = await emailProvider(app, config);
  const dispatcher = createDispatcher({
    db: app.db,
    sms,
    email,
    log: app.log,
    maxAttempts: config.NOTIFY_MAX_ATTEMPTS,
    retryBaseMs: config.NOTIFY_RETRY_BASE_MS,
  });
  app.decorate(
    'notifications',
    createNotificationsService({ db: app.db, publicUrl: config.PUBLIC_URL, sms, email }),
  );
  app.decorate('notificationDispatcher', dispatcher);

  app.addHook('onReady', async () => dispatcher.start(config.NOTIFY_POLL_MS));
  // Closed before the database: what is being sent finishes and is marked.
  app.addHook('onClose', async () => {
    await dispatcher.stop();
    email.close?.();
  });
}

export default fp(notificationsModule, { name: 'notifications', dependencies: ['database'] });
export { notificationRoutes } from './routes';
