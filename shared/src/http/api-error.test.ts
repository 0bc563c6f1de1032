import { AxiosError, AxiosHeaders } from 'axios';
import { describeApiError } from './api-error';

function responseError(status: number, data: unknown) {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError(
    'failed',
    'ERR',
    config,
    {},
    { status, statusText: '', data, headers: {}, config },
  );
}

describe('describeApiError', () => {
  it('reads the API error body', () => {
    const error = responseError(400, {
      error: { code: 'VALIDATION_FAILED', message: 'Enter a valid e-mail address', field: 'email' },
    });
    expect(describeApiError(error)).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Enter a valid e-mail address',
      field: 'email',
      status: 400,
    });
  });

  it('explains a network failure', () => {
    const error = new AxiosError('Network Error', 'ERR_NETWORK', { headers: new AxiosHeaders() });
    expect(describeApiError(error)).toMatchObject({
      code: 'NETWORK',
      message: expect.stringContaining("can't reach"),
    });
  });

  it('never shows raw errors to customers', () => {
    expect(describeApiError(new TypeError('x is undefined')).message).toBe(
      'Something went wrong. Please try again.',
    );
  });
});
