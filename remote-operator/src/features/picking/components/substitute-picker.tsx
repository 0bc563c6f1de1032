import {
  catalogueImageUrl,
  describeApiError,
  formatMoney,
  useApi,
  useSession,
} from '@storefront/shared';
import { useState } from 'react';
import {
  gtinDigits,
  gtinSchema,
  type PickLine,
  type SubstituteSuggestions,
} from '@storefront/shared/operator-contracts';
import { getProductByGtin, getSuggestions } from '../api/picking-api';
import { useOnline } from '../hooks/use-online';
import { CodeEntry } from './code-entry';
import { sameGtin } from '../lib/read-scan';

type Suggestion = SubstituteSuggestions['suggestions'][number];

/** The substitute chosen: a product, or (offline) a barcode the store looks up when it is sent. */
export type SubstituteChoice = { substituteProductId: number } | { substituteGtin: string };

/** What the customer said to do with a short line, for the picker to follow. */
function choiceWords(line: PickLine): string {
  if (line.substitution.choice === 'specific') {
    return `Customer's choice: ${line.substitution.name} instead`;
  }
  return "Customer's choice: a similar item";
}

/**
 * The substitute for a short line's missing ones: one of the suggestions (the
 * customer's own choice first), or a product off the shelf by its code. The
 * customer is asked; the picker brings it only when they accept (or do not answer).
 */
export function SubstitutePicker({
  batchId,
  productId,
  productName,
  line,
  onChoose,
  onCancel,
}: {
  batchId: string;
  productId: number;
  productName: string;
  line: PickLine;
  onChoose: (substitute: SubstituteChoice, quantity: number) => void;
  onCancel: () => void;
}) {
  const currency = useSession('store')?.currency ?? 'GBP';
  const missing = line.quantity - (line.pickedQuantity ?? 0);
  const [count, setCount] = useState(String(missing));
  const [error, setError] = useState<string | null>(null);
  const [looking, setLooking] = useState(false);
  const online = useOnline();
  // The customer's own "this one instead", which the picker can offer without the suggestions.
  const customersOwn = line.substitution.choice === 'specific' ? line.substitution : null;
  const suggestions = useApi(
    `picking-suggestions:${batchId}:${line.orderId}:${productId}`,
    (signal) => getSuggestions(batchId, { orderId: line.orderId, productId }, signal),
  );
  const listed = suggestions.data?.suggestions ?? [];

  /** The quantity typed, or null after saying what is wrong with it. */
  function quantity(): number | null {
    const typed = Number(count);
    if (!/^\d+$/.test(count) || typed < 1) {
      setError('How many is at least 1.');
      return null;
    }
    return typed;
  }

  function choose(substitute: SubstituteChoice) {
    const typed = quantity();
    if (typed === null) return;
    setError(null);
    onChoose(substitute, typed);
  }

  async function onCode(raw: string) {
    const code = raw.trim();
    const known = listed.find(
      (item: Suggestion) =>
        (item.gtin !== null && sameGtin(code, item.gtin)) ||
        item.sku.toLowerCase() === code.toLowerCase(),
    );
    if (known) return choose({ substituteProductId: known.productId });
    // A code that is no barcode, or a misread one, is never sent (offline least of all).
    const barcode = gtinSchema.safeParse(code);
    if (!barcode.success) {
      const digitsOnly = /^\d+$/.test(gtinDigits(code));
      setError(
        digitsOnly
          ? barcode.error.issues[0]!.message
          : 'That code is not one of the suggestions. Scan its barcode instead.',
      );
      return;
    }
    // Offline, the code goes with the action and the store finds its product when it is sent.
    if (!online) return choose({ substituteGtin: barcode.data });
    setLooking(true);
    try {
      const product = await getProductByGtin(barcode.data);
      if (product.id === productId) setError(`That is ${productName} itself.`);
      else choose({ substituteProductId: product.id });
    } catch (failure) {
      const described = describeApiError(failure);
      if (described.status === undefined) choose({ substituteGtin: barcode.data });
      else setError(described.status === 404 ? 'No product has that barcode.' : described.message);
    } finally {
      setLooking(false);
    }
  }

  return (
    <section className="db-pick-sub" aria-label={`Substitute for Tote ${line.tote}`}>
      <h3>
        Substitute for {missing} {productName}
      </h3>
      <p className="db-op-muted">{choiceWords(line)}</p>
      <label className="db-pick-sub__count">
        How many to offer?
        <input
          type="number"
          inputMode="numeric"
          min={1}
          value={count}
          onChange={(event) => setCount(event.target.value)}
        />
      </label>
      {!online && !suggestions.data ? (
        <>
          <p role="status">
            Offline: the store&apos;s suggestions need the connection. Scan the substitute&apos;s
            barcode: the customer is asked once it is sent.
          </p>
          {customersOwn && (
            <button
              type="button"
              className="db-action db-pick-big"
              onClick={() => choose({ substituteProductId: customersOwn.productId })}
            >
              Offer {customersOwn.name} (customer&apos;s choice)
            </button>
          )}
        </>
      ) : (
        <>
          {suggestions.failure && <p role="alert">{suggestions.failure.message}</p>}
          {!suggestions.data && !suggestions.failure && <p>Loading suggestions</p>}
        </>
      )}
      {suggestions.data && listed.length === 0 && (
        <p>No suggestions in stock: scan a product off the shelf.</p>
      )}
      {listed.length > 0 && (
        <ul className="db-pick-sub__list" aria-label="Suggestions">
          {listed.map((item) => (
            <li key={item.productId}>
              {item.image && (
                <img src={catalogueImageUrl(item.image)} alt="" width={48} height={48} />
              )}
              <span className="db-pick-sub__name">
                <strong>{item.name}</strong>
                {item.customersChoice && (
                  <span className="db-pick-sub__mark">Customer&apos;s choice</span>
                )}
                <span className="db-op-muted">
                  {formatMoney(item.priceMinor, currency)} · {item.stock} in stock
                </span>
              </span>
              <button
                type="button"
                className="db-action db-pick-big"
                aria-label={`Offer ${item.name}`}
                onClick={() => choose({ substituteProductId: item.productId })}
              >
                Offer
              </button>
            </li>
          ))}
        </ul>
      )}
      <CodeEntry
        label="Or scan or type the substitute's code"
        onCode={(code) => void onCode(code)}
        error={error}
      />
      {looking && <p role="status">Looking up that code</p>}
      <button type="button" className="db-action db-op-quiet db-pick-big" onClick={onCancel}>
        Cancel
      </button>
    </section>
  );
}
