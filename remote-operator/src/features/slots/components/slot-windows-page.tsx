import { Link, useApi } from '@storefront/shared';
import { DELIVERY_OPTIONS } from '@storefront/shared/constants';
import type { SlotWindow } from '@storefront/shared/operator-contracts';
import { getSlotWindows } from '../api/get-slot-windows';
import { byDayAndTime } from '../lib/slot-window-words';
import { SlotWindowForm } from './slot-window-form';
import { SlotWindowTable } from './slot-window-table';
import '../../../components/operator.css';
import './slots.css';
import { SLOTS_PATH } from '../../../lib/urls/slots';
import { DashboardPage, LoadError, LoadingNote } from '@storefront/ui';

/**
 * /operator/slot-windows: the weekly windows each day's slots are
 * made from, by option; add one, or change one in its row.
 */
export function SlotWindowsPage() {
  const windows = useApi('operator-slot-windows', getSlotWindows);
  const list = windows.data ?? [];
  const added = (saved: SlotWindow) => windows.replace([...list, saved].sort(byDayAndTime));
  const edited = (saved: SlotWindow) =>
    windows.replace(list.map((item) => (item.id === saved.id ? saved : item)).sort(byDayAndTime));

  let content;
  if (windows.failure) {
    content = (
      <LoadError what="the slot windows" failure={windows.failure} onRetry={windows.retry} />
    );
  } else if (!windows.data) {
    content = <LoadingNote>Loading the slot windows</LoadingNote>;
  } else {
    content = DELIVERY_OPTIONS.map((option) => (
      <SlotWindowTable
        key={option}
        option={option}
        windows={list.filter((item) => item.deliveryOption === option)}
        onSaved={edited}
      />
    ));
  }

  return (
    <DashboardPage title="Slot windows">
      <p className="db-slot-back">
        <Link to={SLOTS_PATH}>← Slots by day</Link>
      </p>
      <p className="db-op-muted">
        Each window repeats every week. Customers choose a slot at checkout until it is full or its
        cut-off has passed.
      </p>
      <div className="db-op-stack">
        {content}
        <SlotWindowForm slotWindow={null} idPrefix="db-slot-add" onSaved={added} />
      </div>
    </DashboardPage>
  );
}
