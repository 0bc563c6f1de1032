import { Link } from '@storefront/shared';
import { addDays, formatStoreDate, readDate } from '../lib/store-date';
import { slotDayPath } from '../../../lib/urls/slots';

export interface SlotDayNavProps {
  date: string;
  today: string;
  onPick: (date: string) => void;
}

/** The day shown, a date to pick, and the days either side. */
export function SlotDayNav({ date, today, onPick }: SlotDayNavProps) {
  return (
    <nav className="db-slot-nav" aria-label="Days">
      <p className="db-slot-nav__day" aria-live="polite">
        {formatStoreDate(date)}
        {date === today && <span className="db-op-muted"> (today)</span>}
      </p>
      <div className="db-slot-nav__controls">
        <Link className="db-action db-op-quiet" to={slotDayPath(addDays(date, -1))} rel="prev">
          Previous day
        </Link>
        <label className="db-slot-nav__date">
          <span>Day</span>
          {/* Left to the browser while typed (a half-typed date is not one yet), and drawn afresh for each day. */}
          <input
            key={date}
            type="date"
            name="date"
            defaultValue={date}
            onChange={(event) => {
              const picked = readDate(event.target.value);
              if (picked) onPick(picked);
            }}
          />
        </label>
        <Link className="db-action db-op-quiet" to={slotDayPath(addDays(date, 1))} rel="next">
          Next day
        </Link>
        {date !== today && (
          <Link className="db-action db-op-quiet" to={slotDayPath(today)}>
            Today
          </Link>
        )}
      </div>
    </nav>
  );
}
