import type { CustomerDetail } from '@storefront/shared/operator-contracts';
import { DOCUMENT_STATUS_LABELS } from './labels';
import { PhoneLink, StatusBadge } from '@storefront/ui';

const onOff = (on: boolean) => (on ? 'On' : 'Off');

/** How to reach the customer, where they stand on verification, and what they chose to hear. */
export function CustomerOverview({ customer }: { customer: CustomerDetail }) {
  return (
    <div className="db-cs-overview">
      <section className="db-card" aria-labelledby="db-cs-contact">
        <h2 id="db-cs-contact">Contact</h2>
        {customer.awaitingClaim && (
          <p className="db-cs-claim">
            <StatusBadge tone="progress">Imported, not yet claimed</StatusBadge>
          </p>
        )}
        <dl className="db-facts">
          <dt>Mobile</dt>
          <dd>
            <PhoneLink mobile={customer.mobile} />
          </dd>
          <dt>E-mail</dt>
          <dd>
            {customer.email ? <a href={`mailto:${customer.email}`}>{customer.email}</a> : 'None'}
          </dd>
          <dt>Orders</dt>
          <dd>{customer.orderCount}</dd>
          <dt>Loyalty points</dt>
          <dd>{customer.pointsBalance}</dd>
        </dl>
      </section>
      <section className="db-card" aria-labelledby="db-cs-verification">
        <h2 id="db-cs-verification">Verification</h2>
        <dl className="db-facts">
          <dt>Mobile</dt>
          <dd>{customer.mobileVerified ? 'Verified' : 'Not verified'}</dd>
          <dt>Documents</dt>
          <dd>{DOCUMENT_STATUS_LABELS[customer.documentStatus]}</dd>
        </dl>
      </section>
      <section className="db-card" aria-labelledby="db-cs-choices">
        <h2 id="db-cs-choices">Order updates</h2>
        <dl className="db-facts">
          <dt>By text</dt>
          <dd>{onOff(customer.orderUpdatesBySms)}</dd>
          <dt>By e-mail</dt>
          <dd>{onOff(customer.orderUpdatesByEmail)}</dd>
        </dl>
        <p className="db-op-muted">Security messages, such as codes, always go.</p>
      </section>
    </div>
  );
}
