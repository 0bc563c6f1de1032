import type { PickAction } from '@storefront/shared/operator-contracts';
import { aBatch, anOffer, aShortTeaBatch, ORDER_A, ORDER_B } from '../picking-fixtures';
import {
  applyQueue,
  dropWithLater,
  expectedVersion,
  makeAction,
  queuedSubstitutes,
} from './pick-queue';

let count = 0;
const newKey = () => `key-000${++count}`;

describe('the picking queue', () => {
  it('expects the line’s version plus one for each action already queued on that line', () => {
    const batch = aBatch();
    const queue: PickAction[] = [];
    const first = makeAction(
      batch,
      queue,
      { orderId: ORDER_A, productId: 11, kind: 'pick' },
      newKey,
    );
    queue.push(first);
    const other = makeAction(
      batch,
      queue,
      { orderId: ORDER_B, productId: 11, kind: 'pick' },
      newKey,
    );
    queue.push(other);
    const undo = makeAction(
      batch,
      queue,
      { orderId: ORDER_A, productId: 11, kind: 'reset' },
      newKey,
    );
    queue.push(undo);

    expect([first.expectedVersion, other.expectedVersion, undo.expectedVersion]).toEqual([0, 0, 1]);
    expect(expectedVersion(batch, queue, { orderId: ORDER_A, productId: 11 })).toBe(2);
    expect(new Set(queue.map((action) => action.key)).size).toBe(3);
  });

  it('shows the batch with the queue applied, as the server will leave it', () => {
    const batch = aBatch();
    const queue: PickAction[] = [
      { key: 'k-1aaaaaaa', orderId: ORDER_A, productId: 11, expectedVersion: 0, kind: 'pick' },
      {
        key: 'k-2aaaaaaa',
        orderId: ORDER_A,
        productId: 22,
        expectedVersion: 0,
        kind: 'weigh',
        weightGrams: 1262,
      },
      {
        key: 'k-3aaaaaaa',
        orderId: ORDER_B,
        productId: 33,
        expectedVersion: 0,
        kind: 'short',
        quantity: 1,
      },
    ];
    const seen = applyQueue(batch, queue);
    expect(
      seen.walk.map((stop) =>
        stop.lines.map((line) => [line.state, line.pickedQuantity, line.weightGrams, line.version]),
      ),
    ).toEqual([
      [
        ['picked', 2, null, 1],
        ['to_pick', null, null, 0],
      ],
      [['picked', 6, 1262, 1]],
      [['short', 1, null, 1]],
    ]);
    // The server's copy is left as it was.
    expect(batch.walk[0]!.lines[0]!.state).toBe('to_pick');
  });

  it('drops a refused action with every later one on its line, and keeps the rest', () => {
    const queue: PickAction[] = [
      { key: 'k-1aaaaaaa', orderId: ORDER_A, productId: 11, expectedVersion: 0, kind: 'pick' },
      { key: 'k-2aaaaaaa', orderId: ORDER_B, productId: 11, expectedVersion: 0, kind: 'pick' },
      { key: 'k-3aaaaaaa', orderId: ORDER_A, productId: 11, expectedVersion: 1, kind: 'reset' },
      { key: 'k-4aaaaaaa', orderId: ORDER_A, productId: 22, expectedVersion: 0, kind: 'reset' },
    ];
    expect(dropWithLater(queue, queue[0]!).map((action) => action.key)).toEqual([
      'k-2aaaaaaa',
      'k-4aaaaaaa',
    ]);
  });

  it('keeps a substituted line short until the server asks, and an undo withdraws an open question', () => {
    const batch = aShortTeaBatch({ offer: anOffer() });
    const substitute = makeAction(
      batch,
      [],
      { orderId: ORDER_B, productId: 33, kind: 'substitute', substituteProductId: 44, quantity: 2 },
      newKey,
    );
    const undo = makeAction(
      batch,
      [substitute],
      { orderId: ORDER_B, productId: 33, kind: 'reset' },
      newKey,
    );
    expect(queuedSubstitutes([substitute, undo])).toEqual(new Set([`${ORDER_B}:33`]));

    const [afterSubstitute] = applyQueue(batch, [substitute]).walk[0]!.lines;
    expect(afterSubstitute).toMatchObject({ state: 'short', pickedQuantity: 1, version: 2 });
    const [afterUndo] = applyQueue(batch, [substitute, undo]).walk[0]!.lines;
    expect(afterUndo).toMatchObject({ state: 'to_pick', version: 3 });
    expect(afterUndo!.offer?.state).toBe('withdrawn');
  });
});
