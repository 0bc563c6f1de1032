import { DELIVERY_OPTIONS } from '@storefront/shared/constants';
import type { SlotWindow } from '@storefront/shared/operator-contracts';
import { useSlotWindowForm } from '../hooks/use-slot-window-form';
import { weekdayName, WEEKDAYS, windowName } from '../lib/slot-window-words';
import { DELIVERY_OPTION_LABELS, FormAlert, FormField, SelectField } from '@storefront/ui';

export interface SlotWindowFormProps {
  /** The window being edited; null adds a new one. */
  slotWindow: SlotWindow | null;
  /** Unique per form on the page, for the fields' ids. */
  idPrefix: string;
  onSaved: (saved: SlotWindow) => void;
  onCancel?: () => void;
}

/**
 * A window's times, capacity, cut-off and whether customers can book it: the
 * add form (which also picks the option and the day), and a row's edit form.
 */
export function SlotWindowForm({ slotWindow, idPrefix, onSaved, onCancel }: SlotWindowFormProps) {
  const form = useSlotWindowForm(slotWindow, onSaved);
  const { values, errors } = form;
  const activeId = `${idPrefix}-field-active`;
  const text = (field: 'startTime' | 'endTime' | 'capacity' | 'cutoffMinutes') => ({
    ...form.field(field),
    idPrefix,
  });

  return (
    <form
      className={slotWindow ? 'db-slot-edit' : 'db-form db-slot-add'}
      noValidate
      onSubmit={(event) => void form.submit(event)}
      aria-label={slotWindow ? `Edit ${windowName(slotWindow)}` : 'Add a window'}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && onCancel) onCancel();
      }}
    >
      {!slotWindow && (
        <>
          <h2>Add a window</h2>
          <div className="db-slot-form__pair">
            <SelectField {...form.field('deliveryOption')} idPrefix={idPrefix} label="Option">
              {DELIVERY_OPTIONS.map((option) => (
                <option key={option} value={option}>
                  {DELIVERY_OPTION_LABELS[option]}
                </option>
              ))}
            </SelectField>
            <SelectField
              {...form.field('weekday')}
              idPrefix={idPrefix}
              label="Day"
              hint="The window repeats every week on this day."
            >
              {WEEKDAYS.map((weekday) => (
                <option key={weekday} value={weekday}>
                  {weekdayName(weekday)}
                </option>
              ))}
            </SelectField>
          </div>
        </>
      )}
      <div className="db-slot-form__pair">
        <FormField
          {...text('startTime')}
          type="time"
          label="Start"
          required
          autoFocus={!!slotWindow}
        />
        <FormField {...text('endTime')} type="time" label="End" required />
      </div>
      <div className="db-slot-form__pair">
        <FormField
          {...text('capacity')}
          label="Capacity (orders)"
          hint={
            slotWindow
              ? 'Orders already booked keep their places if it goes down.'
              : 'How many orders the slot takes each week.'
          }
          inputMode="numeric"
          autoComplete="off"
          required
        />
        <FormField
          {...text('cutoffMinutes')}
          label="Cut-off (minutes before the start)"
          hint="Orders for the slot close then, e.g. 120 for 2 h."
          inputMode="numeric"
          autoComplete="off"
          required
        />
      </div>
      <div className="db-slot-check">
        <input
          id={activeId}
          type="checkbox"
          name="active"
          checked={values.active}
          aria-invalid={errors.active ? true : undefined}
          aria-describedby={
            errors.active ? `${activeId}-hint ${activeId}-error` : `${activeId}-hint`
          }
          onChange={(event) => form.setValue('active', event.target.checked)}
        />
        <label htmlFor={activeId}>Active</label>
        <p id={`${activeId}-hint`} className="db-field__hint">
          Customers can book it. Turning it off keeps the orders already booked.
        </p>
        {errors.active && (
          <p id={`${activeId}-error`} className="db-field__error" role="alert">
            {errors.active}
          </p>
        )}
      </div>
      <FormAlert>{form.formError}</FormAlert>
      <div className="db-op-actions">
        <button type="submit" className="db-action" disabled={form.saving}>
          {slotWindow ? 'Save' : 'Add window'}
        </button>
        {onCancel && (
          <button type="button" className="db-action db-op-quiet" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
