import { useRef, useState } from 'react';
import type { SlotWindow } from '@storefront/shared/contracts';
import { cutoffText, weekdayName, windowName, windowTimes } from '../lib/slot-window-words';
import { SlotWindowForm } from './slot-window-form';

/** The table's columns, which the edit form spans. */
const COLUMNS = 6;

export interface SlotWindowRowProps {
  slotWindow: SlotWindow;
  onSaved: (saved: SlotWindow) => void;
}

/** One window: its day, times, capacity, cut-off and state; Edit opens its form in its place. */
export function SlotWindowRow({ slotWindow, onSaved }: SlotWindowRowProps) {
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);

  function stopEditing() {
    setEditing(false);
    requestAnimationFrame(() => editButton.current?.focus());
  }

  if (editing) {
    return (
      <tr className="db-slot-windows__editing">
        <td colSpan={COLUMNS}>
          <SlotWindowForm
            slotWindow={slotWindow}
            idPrefix={`db-slot-edit-${slotWindow.id}`}
            onSaved={(saved) => {
              onSaved(saved);
              stopEditing();
            }}
            onCancel={stopEditing}
          />
        </td>
      </tr>
    );
  }
  return (
    <tr className={slotWindow.active ? undefined : 'db-slot-windows__off'}>
      <th scope="row">{weekdayName(slotWindow.weekday)}</th>
      <td data-label="Time">{windowTimes(slotWindow)}</td>
      <td data-label="Capacity" className="db-table__number">
        {slotWindow.capacity}
      </td>
      <td data-label="Cut-off">{cutoffText(slotWindow.cutoffMinutes)}</td>
      <td data-label="Active">{slotWindow.active ? 'Yes' : 'No'}</td>
      <td>
        <button
          ref={editButton}
          type="button"
          className="db-action db-op-quiet"
          onClick={() => setEditing(true)}
        >
          Edit<span className="db-visually-hidden"> {windowName(slotWindow)}</span>
        </button>
      </td>
    </tr>
  );
}
