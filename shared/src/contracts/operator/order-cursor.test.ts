import {
  decodeOrderCursor,
  encodeOrderCursor,
  operatorOrderListQuerySchema,
} from './operator-orders';

// The browser's base64 (the package has no Node types), made URL-safe.
const base64Url = (text: string) =>
  btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

const place = { createdAt: '2025-03-01T09:30:00.123456Z', number: 'CM-000123' };

describe('order list cursors', () => {
  it('come back as the place they were made from, in URL-safe characters', () => {
    const cursor = encodeOrderCursor(place);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeOrderCursor(cursor)).toEqual(place);
  });

  it.each([
    ['not base64url', 'a+b/c='],
    ['not JSON', base64Url('CM-000123')],
    ['an object', base64Url(JSON.stringify(place))],
    [
      'a date without microseconds',
      encodeOrderCursor({ ...place, createdAt: '2025-03-01T09:30:00Z' }),
    ],
    ['not an order number', encodeOrderCursor({ ...place, number: "1' or 1=1" })],
  ])('refuse %s', (_, cursor) => {
    expect(decodeOrderCursor(cursor)).toBeUndefined();
  });

  it('are read from ?after= or ?before=, never both', () => {
    const cursor = encodeOrderCursor(place);
    expect(operatorOrderListQuerySchema.parse({ after: cursor })).toEqual({ after: place });
    const both = operatorOrderListQuerySchema.safeParse({ after: cursor, before: cursor });
    expect(both.success).toBe(false);
    expect(both.error?.issues[0]?.path).toEqual(['before']);
    const bad = operatorOrderListQuerySchema.safeParse({ after: 'nope' });
    expect(bad.error?.issues[0]).toMatchObject({ path: ['after'] });
  });
});
