import { useOrderUpdateChoices, type OrderUpdateChoice } from '../hooks/use-order-update-choices';
import { LoadError, LoadingNote } from '@storefront/ui';

const CHOICES: { name: OrderUpdateChoice; label: string }[] = [
  { name: 'orderUpdatesBySms', label: 'Texts about my orders' },
  { name: 'orderUpdatesByEmail', label: 'E-mails about my orders' },
];

/** Two switches for order updates by text and by e-mail, each saved as soon as it changes. */
export function OrderUpdateChoices() {
  const { loaded, values, save, change } = useOrderUpdateChoices();

  let content;
  if (loaded.failure) {
    content = <LoadError what="your choices" failure={loaded.failure} onRetry={loaded.retry} />;
  } else if (!values) {
    content = <LoadingNote>Loading your choices…</LoadingNote>;
  } else {
    content = (
      <>
        <div className="db-choices">
          {CHOICES.map(({ name, label }) => (
            <div key={name} className="db-checkbox">
              <input
                id={`db-choice-${name}`}
                type="checkbox"
                name={name}
                checked={values[name]}
                aria-describedby="db-order-messages-hint"
                onChange={(event) => void change(name, event.target.checked)}
              />
              <label htmlFor={`db-choice-${name}`}>{label}</label>
            </div>
          ))}
        </div>
        <p className="db-choices__status" role="status">
          {save.state === 'saving' && 'Saving…'}
          {save.state === 'saved' && 'Saved.'}
        </p>
        {save.state === 'failed' && (
          <p className="db-alert" role="alert">
            Your choice was not saved: {save.message}
          </p>
        )}
      </>
    );
  }

  return (
    <section className="db-section" aria-labelledby="db-order-messages">
      <h2 id="db-order-messages">Messages about your orders</h2>
      <p id="db-order-messages-hint" className="db-choices__hint">
        We tell you when an order is placed, confirmed, on its way or ready to collect, completed or
        cancelled. Security messages, such as the codes that verify your mobile number, are always
        sent.
      </p>
      {content}
    </section>
  );
}
