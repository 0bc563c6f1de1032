import { useState } from 'react';
import type { DeliveryOption } from '@storefront/shared/contracts';
import type { SlotWindow } from '@storefront/shared/operator-contracts';
import { DataTable, DELIVERY_OPTION_LABELS, type Column } from '@storefront/ui';
import { cutoffText, weekdayName, windowName, windowTimes } from '../lib/slot-window-words';
import { SlotWindowForm } from './slot-window-form';

const editButtonId = (slotWindow: SlotWindow) => `db-slot-edit-button-${slotWindow.id}`;

export interface SlotWindowTableProps {
  option: DeliveryOption;
  /** This option's windows, by weekday and start. */
  windows: SlotWindow[];
  onSaved: (saved: SlotWindow) => void;
}

/** One option's weekly windows: Edit opens a window's form in its row's place. */
export function SlotWindowTable({ option, windows, onSaved }: SlotWindowTableProps) {
  const [editing, setEditing] = useState<number | null>(null);
  const id = `db-slot-windows-${option}`;
  const label = DELIVERY_OPTION_LABELS[option];

  function stopEditing(slotWindow: SlotWindow) {
    setEditing(null);
    requestAnimationFrame(() => document.getElementById(editButtonId(slotWindow))?.focus());
  }

  const columns: readonly Column<SlotWindow>[] = [
    { header: 'Day', cell: (slotWindow) => weekdayName(slotWindow.weekday) },
    { header: 'Time', cell: windowTimes },
    { header: 'Capacity', cell: (slotWindow) => slotWindow.capacity, numeric: true },
    { header: 'Cut-off', cell: (slotWindow) => cutoffText(slotWindow.cutoffMinutes) },
    { header: 'Active', cell: (slotWindow) => (slotWindow.active ? 'Yes' : 'No') },
    {
      header: 'Change',
      cell: (slotWindow) => (
        <button
          id={editButtonId(slotWindow)}
          type="button"
          className="db-action db-op-quiet"
          onClick={() => setEditing(slotWindow.id)}
        >
          Edit<span className="db-visually-hidden"> {windowName(slotWindow)}</span>
        </button>
      ),
    },
  ];

  return (
    <section className="db-card" aria-labelledby={id}>
      <h2 id={id}>{label}</h2>
      <DataTable
        caption={`${label} windows, by day and time`}
        columns={columns}
        rows={windows}
        rowKey={(slotWindow) => String(slotWindow.id)}
        rowClassName={(slotWindow) => (slotWindow.active ? undefined : 'db-slot-windows__off')}
        rowInPlace={(slotWindow) =>
          slotWindow.id === editing && (
            <SlotWindowForm
              slotWindow={slotWindow}
              idPrefix={`db-slot-edit-${slotWindow.id}`}
              onSaved={(saved) => {
                onSaved(saved);
                stopEditing(saved);
              }}
              onCancel={() => stopEditing(slotWindow)}
            />
          )
        }
        what={`the ${label.toLowerCase()} windows`}
        empty={
          <p className="db-op-muted">
            No {label.toLowerCase()} windows yet: customers see no slots.
          </p>
        }
      />
    </section>
  );
}
