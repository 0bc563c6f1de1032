import { formatSlot, formatSlotTimes } from './slot';

describe('formatSlot', () => {
  it('words a slot in London time, in winter and in summer', () => {
    expect(formatSlot({ startsAt: '2026-11-27T10:00:00Z', endsAt: '2026-11-27T12:00:00Z' })).toBe(
      'Fri 27 Nov, 10:00–12:00',
    );
    expect(formatSlotTimes('2026-07-03T08:00:00Z', '2026-07-03T10:00:00Z')).toBe('09:00–11:00');
  });
});
