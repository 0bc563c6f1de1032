import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { httpClient } from '../http/http-client';

/** An answer: its status, body and headers, or the short form [status, body]. */
export type Reply =
  | { status: number; data?: unknown; headers?: Record<string, string> }
  | [status: number, data?: unknown];

/** A fixed reply, replies used in turn (the last one repeats), or a function of the request. */
export type Route =
  Reply | Reply[] | ((request: InternalAxiosRequestConfig) => Reply | Promise<Reply>);

const isShortReply = (route: Route): route is [status: number, data?: unknown] =>
  Array.isArray(route) && typeof route[0] === 'number';

const longForm = (reply: Reply) =>
  Array.isArray(reply) ? { status: reply[0], data: reply[1], headers: undefined } : reply;

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
    let answer: Reply;
    if (!route) answer = { status: 404, data: { error: { code: 'NOT_FOUND', message: key } } };
    else if (typeof route === 'function') answer = await route(config);
    else if (isShortReply(route)) answer = route;
    else if (Array.isArray(route)) answer = route[Math.min(count, route.length - 1)]!;
    else answer = route;
    const reply = longForm(answer);

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
