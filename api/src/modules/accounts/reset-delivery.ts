import type { FastifyInstance } from 'fastify';
import type { PasswordResetTarget } from '@storefront/shared/contracts';
import { duration, textCode } from '../../lib/otp-words';
import { isClaimable, type UserRow } from './service';

export interface SendResetOptions {
  publicUrl: string;
  codeTtlSeconds: number;
  linkTtlSeconds: number;
}

/**
 * Sends what a reset request asks for, if an account matches: a code by text,
 * or a one-time link by e-mail. Says nothing back: the caller answers the same
 * either way. Send limits that say no are silent for the same reason.
 *
 * An imported account nobody has claimed gets a code (the same proof as its
 * claim: the imported mobile) but never a link, since the imported e-mail
 * address was never confirmed by its owner.
 */
export async function sendPasswordReset(
  app: FastifyInstance,
  options: SendResetOptions,
  target: PasswordResetTarget,
): Promise<void> {
  const user =
    target.channel === 'sms'
      ? await app.accounts.findByMobile(target.mobile)
      : await app.accounts.findByEmail(target.email);
  if (!user) return;
  const storeName = (await app.store.find(user.storeId))?.name ?? 'store';
  if (target.channel === 'sms') await textResetCode(app, options, user, storeName);
  else if (user.email && !isClaimable(user)) {
    await emailLink(app, options, user, user.email, storeName);
  }
}

async function textResetCode(
  app: FastifyInstance,
  options: SendResetOptions,
  user: UserRow,
  storeName: string,
) {
  const result = await app.accounts.issueOtp(user.id, { purpose: 'password_reset' });
  if (result.status !== 'issued') return;
  await textCode(
    app,
    result,
    (code) =>
      `Your ${storeName} code is ${code}. Use it to set a new password. ` +
      `It expires in ${duration(options.codeTtlSeconds)}. If you did not ask for it, ignore this text.`,
  );
}

async function emailLink(
  app: FastifyInstance,
  options: SendResetOptions,
  user: UserRow,
  email: string,
  storeName: string,
) {
  const result = await app.accounts.issueResetLink(user.id, email);
  if (result.status !== 'issued') return;
  const link = new URL('/reset-password', options.publicUrl);
  link.searchParams.set('token', result.token);
  try {
    await app.notifications.email.send({
      to: email,
      subject: `${storeName}: set a new password`,
      text: [
        `Hello ${user.name},`,
        '',
        `Someone, we hope you, asked to set a new password for your ${storeName} account. ` +
          `Open this link within ${duration(options.linkTtlSeconds)} to choose one:`,
        '',
        link.toString(),
        '',
        'The link works once. If you did not ask for it, ignore this e-mail: your password stays as it is.',
        '',
        storeName,
      ].join('\n'),
    });
  } catch (error) {
    await app.accounts.discardResetLink(result.id);
    throw error;
  }
}
