import type { DayFormValues } from '../lib/read-store-settings-form';

export interface OpeningHoursFieldsProps {
  days: DayFormValues[];
  error?: string;
  onChange: (days: DayFormValues[]) => void;
}

const ERROR_ID = 'db-store-hours-error';

/**
 * Monday to Sunday, each open between two times or closed. Every input is
 * named openingHours, so an error in the week takes the focus to its first.
 */
export function OpeningHoursFields({ days, error, onChange }: OpeningHoursFieldsProps) {
  const change = (index: number, changes: Partial<DayFormValues>) =>
    onChange(days.map((day, at) => (at === index ? { ...day, ...changes } : day)));
  const invalid = error ? { 'aria-invalid': true, 'aria-describedby': ERROR_ID } : {};

  return (
    <fieldset>
      <legend>Opening hours</legend>
      <ul className="db-store-hours">
        {days.map((day, index) => (
          <li key={day.day}>
            <span className="db-store-hours__day">{day.day}</span>
            <label>
              <input
                type="checkbox"
                name="openingHours"
                checked={day.closed}
                onChange={(event) => change(index, { closed: event.target.checked })}
                {...invalid}
              />{' '}
              Closed
            </label>
            {!day.closed && (
              <span className="db-store-hours__times">
                <input
                  type="time"
                  name="openingHours"
                  aria-label={`${day.day} opens`}
                  value={day.opens}
                  onChange={(event) => change(index, { opens: event.target.value })}
                  {...invalid}
                />
                to
                <input
                  type="time"
                  name="openingHours"
                  aria-label={`${day.day} closes`}
                  value={day.closes}
                  onChange={(event) => change(index, { closes: event.target.value })}
                  {...invalid}
                />
              </span>
            )}
          </li>
        ))}
      </ul>
      {error && (
        <p id={ERROR_ID} className="db-field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
