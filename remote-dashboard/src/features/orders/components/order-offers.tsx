import { catalogueImageUrl, formatMoney } from '@storefront/shared';
import { isOfferOpen } from '@storefront/shared/constants';
import type { LineOffer, Order } from '@storefront/shared/contracts';
import { formatStoreTime } from '@storefront/shared/slot';
import { useEffect, useId, useState } from 'react';
import { useAnswerOffer } from '../hooks/use-answer-offer';
import { askedLines, outcomeWords } from '../lib/line-offers';

type AskedLine = Order['lines'][number] & { offer: LineOffer };
type Money = (minor: number) => string;

export interface OrderOffersProps {
  order: Order;
  onChanged: (order: Order) => void;
}

/** What is short and what the picker offers instead, with its prices either way. */
function SubstituteQuestion({ line, money }: { line: AskedLine; money: Money }) {
  const substitute = line.offer.substitute!;
  const by = formatStoreTime(line.offer.answerBy);
  return (
    <>
      <p>
        The shelf was short of the {line.orderedQuantity} {line.name} you ordered. Instead of the
        missing ones, we can bring:
      </p>
      <div className="db-offer__product">
        <img src={catalogueImageUrl(substitute.image)} alt="" width={64} height={64} />
        <p>
          <strong>
            {substitute.name} ×{substitute.quantity}
          </strong>
          <span>{money(substitute.unitPriceMinor)} each if you accept</span>
          <span>
            {money(substitute.unitPriceIfNoAnswerMinor)} each if you don&apos;t answer by {by}
          </span>
        </p>
      </div>
      <p className="db-offer__hint">If you reject it, you won&apos;t pay for the missing ones.</p>
    </>
  );
}

/** A weighed line that came to more than the card was held for. */
function OverHoldQuestion({ line, money }: { line: AskedLine; money: Money }) {
  return (
    <>
      <p>
        Your {line.name} weighed more: {money(line.offer.extraMinor)} over what we held.
      </p>
      <p className="db-offer__hint">
        If you reject, we&apos;ll weigh again to stay within what we held. With no answer by{' '}
        {formatStoreTime(line.offer.answerBy)}, you pay no more than that.
      </p>
    </>
  );
}

/** Draws again when the soonest open window closes, so its buttons go then, not on the next event. */
function useCloseOnTime(lines: readonly AskedLine[]) {
  const [, setTick] = useState(0);
  const open = lines.filter((line) => isOfferOpen(line.offer));
  const soonest =
    open.length > 0 ? Math.min(...open.map((line) => Date.parse(line.offer.answerBy))) : null;
  useEffect(() => {
    if (soonest === null) return;
    const timer = setTimeout(() => setTick((tick) => tick + 1), soonest - Date.now() + 100);
    return () => clearTimeout(timer);
  }, [soonest]);
}

/**
 * The questions the store asks while picking: an open one as a card with
 * Accept and Reject, an answered or closed one as how it came out. The page
 * follows the order's live stream, so a new question shows without a reload.
 */
export function OrderOffers({ order, onChanged }: OrderOffersProps) {
  const headingId = useId();
  const { answer, sending, errors } = useAnswerOffer(order, onChanged);
  const money = (minor: number) => formatMoney(minor, order.currency);
  const lines = askedLines(order);
  useCloseOnTime(lines);
  if (lines.length === 0) return null;
  const anyOpen = lines.some((line) => isOfferOpen(line.offer));

  return (
    <section className="db-card db-offers" aria-labelledby={headingId}>
      <h2 id={headingId}>{anyOpen ? 'We need your answer' : 'Changes while picking'}</h2>
      <ul className="db-offers__list">
        {lines.map((line) => {
          const { offer } = line;
          const open = isOfferOpen(offer);
          // What the buttons take or turn down: the substitute, or the money over the hold.
          const name =
            offer.kind === 'substitute'
              ? offer.substitute!.name
              : `the extra ${money(offer.extraMinor)}`;
          const error = errors[offer.id];
          return (
            <li key={offer.id} className="db-offer" aria-label={line.name}>
              {open && offer.kind === 'substitute' && offer.substitute && (
                <SubstituteQuestion line={line} money={money} />
              )}
              {open && offer.kind === 'over_hold' && <OverHoldQuestion line={line} money={money} />}
              {open && (
                <div className="db-offer__actions">
                  <button
                    type="button"
                    className="db-action"
                    disabled={sending !== null}
                    onClick={() => void answer(offer.id, true)}
                  >
                    Accept {name}
                  </button>
                  <button
                    type="button"
                    className="db-action db-action--quiet"
                    disabled={sending !== null}
                    onClick={() => void answer(offer.id, false)}
                  >
                    Reject {name}
                  </button>
                </div>
              )}
              {!open && <p className="db-offer__outcome">{outcomeWords(line, money)}</p>}
              {error && (
                <p className="db-notice db-notice--error" role="alert">
                  {error}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
