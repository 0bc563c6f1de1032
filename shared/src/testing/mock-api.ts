import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { httpClient } from '../http/http-client';

export interface Reply {
  status: number;
  data?: unknown;
  headers?: Record<string, string>;
}

/** A fixed reply, replies used in turn (the last one repeats), or a function of the request. */
export type Route =
  Reply | Reply[] | ((request: InternalAxiosRequestConfig) => Reply | Promise<Reply>);

/**
 * Answers requests by 'METHOD /path' at the shared client's adapter and keeps
 * every request it saw. Unknown routes answer 404, so a test notices them.
 */
export function mockApi(routes: Record<string, Route>) {
  const sent: InternalAxiosRequestConfig[] = [];
  const calls = new Map<string, number>();

  const adapter: AxiosAdapter = async (config) => {
    sent.push(config);
    const key = `${(config.method ?? 'get').toUpperCase()} ${config.url}`;
    const route = routes[key];
    const count = calls.get(key) ?? 0;
    calls.set(key, count + 1);
    let reply: Reply;
    if (!route) reply = { status: 404, data: { error: { code: 'NOT_FOUND', message: key } } };
    else if (typeof route === 'function') reply = await route(config);
    else if (Array.isArray(route)) reply = route[Math.min(count, route.length - 1)]!;
    else reply = route;

    const response = {
      data: reply.data ?? null,
      status: reply.status,
      statusText: '',
      headers: reply.headers ?? {},
      config,
    };
    if (reply.status >= 400) {
      throw new AxiosError('Request failed', 'ERR_BAD_REQUEST', config, null, response);
    }
    return response;
  };
  httpClient.defaults.adapter = adapter;

  return {
    sent,
    /** The requests made to one route. */
    to: (key: string) =>
      sent.filter((config) => `${(config.method ?? 'get').toUpperCase()} ${config.url}` === key),
  };
}

export function apiError(status: number, code: string, message: string, field?: string): Reply {
  return { status, data: { error: { code, message, ...(field ? { field } : {}) } } };
}
