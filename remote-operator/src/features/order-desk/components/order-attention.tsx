import type { OperatorOrder } from '@storefront/shared/operator-contracts';

/**
 * What the store must check before the order goes on: each payment event the
 * API refused (a card payment Stripe reported for another amount or currency).
 * Nothing when all is well.
 */
export function OrderAttention({ attention }: Pick<OperatorOrder, 'attention'>) {
  if (attention.length === 0) return null;
  return (
    <section className="db-desk-attention" aria-label="Needs attention">
      {attention.map((reason, index) => (
        // The same words can come twice, from two refused events.
        <p key={index}>
          <strong>Needs attention:</strong> {reason}
        </p>
      ))}
      <p className="db-desk-attention__hint">
        The store refused {attention.length > 1 ? 'these events' : 'this event'}, so{' '}
        {attention.length > 1 ? 'they' : 'it'} authorised nothing. Check the card payment in Stripe
        before handing the order over.
      </p>
    </section>
  );
}
