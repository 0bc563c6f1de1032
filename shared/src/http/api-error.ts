import { isAxiosError } from './http-client';

export interface ApiFailure {
  message: string;
  code: string;
  field?: string;
  status?: number;
}

const UNREACHABLE = "We can't reach the store right now. Check your connection and try again.";

/** What went wrong with an API call, in words for the customer. */
export function describeApiError(error: unknown): ApiFailure {
  if (isAxiosError(error)) {
    const body = error.response?.data as
      { error?: { code?: string; message?: string; field?: string } } | undefined;
    if (body?.error?.message) {
      return {
        message: body.error.message,
        code: body.error.code ?? 'ERROR',
        field: body.error.field,
        status: error.response?.status,
      };
    }
    if (!error.response) return { message: UNREACHABLE, code: 'NETWORK' };
    return {
      message: 'Something went wrong. Please try again.',
      code: 'ERROR',
      status: error.response.status,
    };
  }
  return { message: 'Something went wrong. Please try again.', code: 'ERROR' };
}
