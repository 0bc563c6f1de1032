import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { createDispatcher, type Dispatcher } from '../notifications/dispatcher';
import {
  OutboxEmailProvider,
  SmtpEmailProvider,
  type EmailProvider,
} from '../notifications/email-provider';
import { createCustomerNotifier, type NotifyCustomer } from '../notifications/notify-customer';
import { OutboxSmsProvider, type SmsProvider } from '../notifications/sms-provider';

declare module 'fastify' {
  interface FastifyInstance {
    /** Texts sent now: security messages (codes) go this way, straight from the request. */
    sms: SmsProvider;
    email: EmailProvider;
    /** Writes an event's messages into the outbox, inside the caller's transaction. */
    notifyCustomer: NotifyCustomer;
    /** Sends the outbox after commit; flush() sends what is due now. */
    notificationDispatcher: Dispatcher;
  }
}

/** The notifications module: two channels (SMS and e-mail), the outbox writer and its dispatcher. */
async function notificationsPlugin(app: FastifyInstance, { config }: { config: AppConfig }) {
  const sms = new OutboxSmsProvider(app.repos.smsOutbox, app.log);
  const email: EmailProvider = config.SMTP_URL
    ? new SmtpEmailProvider(config.SMTP_URL, config.MAIL_FROM)
    : new OutboxEmailProvider(app.repos.emailOutbox, app.log);
  const dispatcher = createDispatcher({
    notifications: app.repos.notifications,
    sms,
    email,
    log: app.log,
    maxAttempts: config.NOTIFY_MAX_ATTEMPTS,
    retryBaseMs: config.NOTIFY_RETRY_BASE_MS,
  });
  app.decorate('sms', sms);
  app.decorate('email', email);
  app.decorate('notifyCustomer', createCustomerNotifier(config.PUBLIC_URL));
  app.decorate('notificationDispatcher', dispatcher);

  app.addHook('onReady', async () => dispatcher.start(config.NOTIFY_POLL_MS));
  // Closed before the database: what is being sent finishes and is marked.
  app.addHook('onClose', async () => {
    await dispatcher.stop();
    email.close?.();
  });
}

export default fp(notificationsPlugin, { name: 'notifications', dependencies: ['database'] });
