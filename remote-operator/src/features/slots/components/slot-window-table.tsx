import type { DeliveryOption, SlotWindow } from '@storefront/shared/contracts';
import { SlotWindowRow } from './slot-window-row';
import { DELIVERY_OPTION_LABELS } from '@storefront/ui';

export interface SlotWindowTableProps {
  option: DeliveryOption;
  /** This option's windows, by weekday and start. */
  windows: SlotWindow[];
  onSaved: (saved: SlotWindow) => void;
}

/** One option's weekly windows; on a narrow screen each row becomes a card (stacked-table.css). */
export function SlotWindowTable({ option, windows, onSaved }: SlotWindowTableProps) {
  const id = `db-slot-windows-${option}`;
  const label = DELIVERY_OPTION_LABELS[option];
  return (
    <section className="db-op-card" aria-labelledby={id}>
      <h2 id={id}>{label}</h2>
      {windows.length === 0 ? (
        <p className="db-op-muted">No {label.toLowerCase()} windows yet: customers see no slots.</p>
      ) : (
        <table className="db-table db-stacked-table db-slot-windows">
          <caption className="db-visually-hidden">{label} windows, by day and time</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Time</th>
              <th scope="col" className="db-table__number">
                Capacity
              </th>
              <th scope="col">Cut-off</th>
              <th scope="col">Active</th>
              <th scope="col">
                <span className="db-visually-hidden">Change</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {windows.map((slotWindow) => (
              <SlotWindowRow key={slotWindow.id} slotWindow={slotWindow} onSaved={onSaved} />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
