import { useState } from 'react';
import { useSearchParams } from '@storefront/shared';
import { readDate, storeToday } from '../lib/store-date';

/**
 * The day on screen, from ?date= (today in the store's calendar when there
 * is none, or it is not a date), and a way to show another.
 */
export function useSlotDayQuery() {
  const [params, setParams] = useSearchParams();
  // Today as the page was opened: a page left open past midnight keeps its day.
  const [today] = useState(() => storeToday());
  const date = readDate(params.get('date')) ?? today;
  const showDay = (next: string) => setParams({ date: next });
  return { date, today, showDay };
}
