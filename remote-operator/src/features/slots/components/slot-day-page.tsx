import { Link, useApi } from '@storefront/shared';
import type { SlotDay } from '@storefront/shared/operator-contracts';
import { getSlotDay } from '../api/get-slot-day';
import { useSlotDayQuery } from '../hooks/use-slot-day-query';
import { formatStoreDate } from '../lib/store-date';
import { DayPickList } from './day-pick-list';
import { SlotDayNav } from './slot-day-nav';
import { SlotSection } from './slot-section';
import '../../../components/operator.css';
import './slots.css';
import { SLOT_WINDOWS_PATH } from '../../../lib/urls/slots';
import { DashboardPage, EmptyState, LoadError, LoadingNote } from '@storefront/ui';
import { useMay } from '../../../lib/staff-role';

function DaySlots({ day }: { day: SlotDay }) {
  const maySetUp = useMay('slots.write');
  if (day.slots.length === 0) {
    return (
      <EmptyState>
        <p>There are no slots on {formatStoreDate(day.date)}.</p>
        {maySetUp && <Link to={SLOT_WINDOWS_PATH}>Set up slot windows</Link>}
      </EmptyState>
    );
  }
  const booked = day.slots.reduce((count, slot) => count + slot.booked, 0);
  return (
    <div className="db-op-stack">
      <p className="db-op-muted" role="status">
        {booked} {booked === 1 ? 'order' : 'orders'} in {day.slots.length}{' '}
        {day.slots.length === 1 ? 'slot' : 'slots'}
      </p>
      {day.slots.map((slot) => (
        <SlotSection key={slot.windowId} slot={slot} currency={day.currency} />
      ))}
      <DayPickList date={day.date} lines={day.pickList} />
    </div>
  );
}

/** /operator/slots?date=: one day's slots, their orders, and what to pick for them. */
export function SlotDayPage() {
  const { date, today, showDay } = useSlotDayQuery();
  const day = useApi(`operator-slot-day:${date}`, (signal) => getSlotDay(date, signal));
  const maySetUp = useMay('slots.write');

  let content;
  if (day.failure) {
    content = <LoadError what="the day's slots" failure={day.failure} onRetry={day.retry} />;
  } else if (!day.data) {
    content = <LoadingNote>Loading the day&apos;s slots</LoadingNote>;
  } else {
    content = <DaySlots day={day.data} />;
  }

  return (
    <DashboardPage title="Slots">
      <div className="db-op-toolbar">
        <p className="db-op-muted db-slot-lead">
          Each day&apos;s delivery and pickup slots, with the orders booked into them.
        </p>
        {maySetUp && (
          <Link className="db-action db-op-quiet db-slot-link-button" to={SLOT_WINDOWS_PATH}>
            Slot windows
          </Link>
        )}
      </div>
      <SlotDayNav date={date} today={today} onPick={showDay} />
      {content}
    </DashboardPage>
  );
}
