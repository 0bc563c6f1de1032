import { act, render, screen } from '@testing-library/react';
import { httpClient, storage } from '@storefront/shared';
import { useOrderEvents } from './use-order-events';
import type { OrderEvent } from './order-event-stream';

/** A stream answer the test writes into, as the API would. */
function streamAnswer() {
  let write: (text: string) => void = () => {};
  let end: () => void = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const encoder = new TextEncoder();
      write = (text) => controller.enqueue(encoder.encode(text));
      end = () => controller.close();
    },
  });
  return {
    response: new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }),
    write,
    end,
  };
}

const requests: { url: string; headers: Headers; signal: AbortSignal }[] = [];
const answers: ReturnType<typeof streamAnswer>[] = [];
const fetchMock = jest.fn((url: string, init: RequestInit) => {
  requests.push({ url, headers: new Headers(init.headers), signal: init.signal! });
  const answer = streamAnswer();
  answers.push(answer);
  return Promise.resolve(answer.response);
});

// jsdom has no TextDecoderStream (so pages under test follow nothing); Node's stands in here.
const { TextDecoderStream } = jest.requireActual<{
  TextDecoderStream: typeof globalThis.TextDecoderStream;
}>('node:stream/web');

const heard: OrderEvent[] = [];
function Follower({ path }: { path: string | null }) {
  const live = useOrderEvents(path, (event) => heard.push(event));
  return <p>{live ? 'Live' : 'Not live'}</p>;
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 10)));

beforeEach(() => {
  Object.assign(globalThis, { fetch: fetchMock, TextDecoderStream });
  httpClient.defaults.baseURL = 'https://api.example.test/api';
  storage.set('token', 'the-token');
  fetchMock.mockClear();
  requests.length = 0;
  answers.length = 0;
  heard.length = 0;
});

describe('useOrderEvents', () => {
  it('opens the stream with the session header and passes each event on', async () => {
    render(<Follower path="/me/orders/o-1/events" />);
    await settle();
    expect(requests[0]!.url).toBe('https://api.example.test/api/me/orders/o-1/events');
    expect(requests[0]!.headers.get('authKey')).toBe('the-token');
    expect(requests[0]!.headers.get('Accept')).toBe('text/event-stream');
    expect(screen.getByText('Live')).toBeInTheDocument();

    answers[0]!.write('retry: 3000\n: connected\n\n');
    answers[0]!.write('id: 7\nevent: status_changed\ndata: {"orderId":"o-1","status":"con');
    answers[0]!.write('firmed"}\n\n');
    await settle();
    expect(heard).toEqual([
      { id: '7', kind: 'status_changed', data: { orderId: 'o-1', status: 'confirmed' } },
    ]);
  });

  it('reconnects after a dropped stream asking for what it missed', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      render(<Follower path="/operator/orders/events?orderId=o-2" />);
      await act(async () => {});
      answers[0]!.write('retry: 50\nid: 12\nevent: status_changed\ndata: {"status":"placed"}\n\n');
      await act(async () => {});
      answers[0]!.end();
      await act(async () => {});
      await act(async () => {});
      expect(screen.getByText('Not live')).toBeInTheDocument();
      await act(async () => {
        jest.advanceTimersByTime(50);
      });
      expect(requests[1]!.url).toBe(
        'https://api.example.test/api/operator/orders/events?orderId=o-2&since=12',
      );
    } finally {
      jest.useRealTimers();
    }
  });

  it('closes the stream when the page goes, and follows nothing for a null path', async () => {
    const { unmount } = render(<Follower path="/me/orders/o-3/events" />);
    await settle();
    unmount();
    expect(requests[0]!.signal.aborted).toBe(true);

    render(<Follower path={null} />);
    await settle();
    expect(requests).toHaveLength(1);
  });

  it('stops for good on an answer reconnecting cannot change (signed out)', async () => {
    fetchMock.mockImplementationOnce(() => Promise.resolve(new Response('{}', { status: 401 })));
    render(<Follower path="/me/orders/o-4/events" />);
    await settle();
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Not live')).toBeInTheDocument();
  });
});
