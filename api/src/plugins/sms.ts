import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { OutboxSmsProvider, type SmsProvider } from '../sms/sms-provider';

declare module 'fastify' {
  interface FastifyInstance {
    sms: SmsProvider;
  }
}

async function smsPlugin(app: FastifyInstance) {
  app.decorate('sms', new OutboxSmsProvider(app.repos.smsOutbox, app.log));
}

export default fp(smsPlugin, { name: 'sms', dependencies: ['database'] });
