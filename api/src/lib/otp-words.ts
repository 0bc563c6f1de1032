import type { FastifyInstance, FastifyReply } from 'fastify';
import { HttpError } from './http-error';
import type { CheckOtpResult, IssueOtpResult } from '../modules/accounts/service';

export const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** 300 → '5 minutes', 90 → '90 seconds'. */
export const duration = (seconds: number) =>
  seconds % 60 === 0 ? plural(seconds / 60, 'minute') : plural(seconds, 'second');

/** Why a code was not accepted, as the 400 the customer reads under the code field. */
export function otpRefusal(result: Exclude<CheckOtpResult, { status: 'verified' }>): HttpError {
  switch (result.status) {
    case 'not-found':
      return new HttpError(400, 'OTP_NOT_FOUND', 'Ask for a new code.', 'code');
    case 'expired':
      return new HttpError(400, 'OTP_EXPIRED', 'That code has expired. Ask for a new one.', 'code');
    case 'too-many-tries':
      return new HttpError(
        400,
        'OTP_TOO_MANY_TRIES',
        'Too many wrong tries. Ask for a new code.',
        'code',
      );
    case 'wrong':
      return new HttpError(
        400,
        'OTP_WRONG',
        `That code is not right. ${result.triesLeft} ${result.triesLeft === 1 ? 'try' : 'tries'} left.`,
        'code',
      );
  }
}

type SendLimited = Extract<IssueOtpResult, { status: 'too-soon' | 'hourly-limit' }>;

/** A send the limits refused, as the 429 the customer reads, saying when to ask again. */
export function sendRefusal(
  result: SendLimited,
  reply: FastifyReply,
  maxSendsPerHour: number,
): HttpError {
  reply.header('Retry-After', String(result.retryAfterSeconds));
  return result.status === 'too-soon'
    ? new HttpError(
        429,
        'OTP_TOO_SOON',
        `Wait ${plural(result.retryAfterSeconds, 'second')} before asking for a new code.`,
      )
    : new HttpError(
        429,
        'OTP_LIMIT',
        `You have asked for ${maxSendsPerHour} codes in the last hour. Try again later.`,
      );
}

/**
 * Texts an issued code, worded by `message`. A code the customer never
 * received must not use up one of their sends, so a failed send discards it.
 */
export async function textCode(
  app: FastifyInstance,
  issued: Extract<IssueOtpResult, { status: 'issued' }>,
  message: (code: string) => string,
): Promise<void> {
  try {
    await app.notifications.sms.send(issued.mobile, message(issued.code));
  } catch (error) {
    await app.accounts.discardOtp(issued.id);
    throw error;
  }
}
