import { HttpError } from './http-error';
import type { CheckOtpResult } from '../repositories/otp-repository';

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
