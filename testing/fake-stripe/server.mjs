#!/usr/bin/env node
// Runs the fake Stripe on its own, for the API started against it
// (its STRIPE_API_URL, or any SDK's host/port/protocol, pointed here):
//   FAKE_STRIPE_PORT=12111 STRIPE_SECRET_KEY=sk_test_fake STRIPE_WEBHOOK_SECRET=whsec_fake \
//   FAKE_STRIPE_WEBHOOK_URL=http://localhost:3000/api/payments/stripe/webhook node server.mjs
// The key and webhook secret are the API's own variables, so one environment
// configures both sides alike.
import { startFakeStripe } from './fake-stripe.mjs';

const port = Number(process.env.FAKE_STRIPE_PORT ?? 12111);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`FAKE_STRIPE_PORT must be a port number, not ${process.env.FAKE_STRIPE_PORT}`);
  process.exit(2);
}
const fake = await startFakeStripe({
  port,
  secretKey: process.env.STRIPE_SECRET_KEY || 'sk_test_fake',
  webhookSecret: process.env.STRIPE_WEBHOOK_SECRET || 'whsec_fake',
  webhookUrl:
    process.env.FAKE_STRIPE_WEBHOOK_URL || 'http://localhost:3000/api/payments/stripe/webhook',
  log: (line) => console.error(line),
});
console.log(`fake Stripe listening on ${fake.url}`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => fake.close().then(() => process.exit(0)));
}
