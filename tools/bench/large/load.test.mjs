import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ofRounds } from './load.mjs';

/** One round's figures. @param {number} perSecond @param {number | null} p99 */
const round = (perSecond, p99, errors = 0) => ({
  answered: perSecond * 5,
  perSecond,
  p50: p99 === null ? null : p99 / 2,
  p99,
  errors,
  alone: 1 + perSecond / 1000,
});

describe('a read route’s figures over its rounds', () => {
  it('takes each figure’s median, so one slow round does not decide it', () => {
    const figures = ofRounds([round(2900, 26), round(2100, 41), round(3000, 24)]);
    assert.equal(figures.perSecond, 2900);
    assert.equal(figures.p99, 26);
    assert.equal(figures.p50, 13);
    assert.equal(figures.alone, 3.9);
    assert.deepEqual(figures.ranges, { perSecond: [2100, 3000], p99: [24, 41] });
  });

  it('sums the answers and the errors of every round', () => {
    const figures = ofRounds([round(100, 20, 1), round(100, 20), round(100, 20, 2)]);
    assert.equal(figures.answered, 1500);
    assert.equal(figures.errors, 3);
  });

  it('counts a round with no answer as the slowest, and keeps no range of p99', () => {
    const oneSilent = ofRounds([round(100, 20), round(0, null), round(100, 30)]);
    assert.equal(oneSilent.p99, 30);
    assert.equal(oneSilent.ranges.p99, null);
    const mostlySilent = ofRounds([round(100, 20), round(0, null), round(0, null)]);
    assert.equal(mostlySilent.p99, null);
  });
});
