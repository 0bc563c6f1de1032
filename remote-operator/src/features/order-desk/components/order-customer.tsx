import { Link } from '@storefront/shared';
import type { OperatorOrder } from '@storefront/shared/operator-contracts';
import { customerPath } from '../../../lib/urls/customers';
import { PhoneLink } from '@storefront/ui';
import { useMay } from '../../../lib/staff-role';

/** Who placed the order and how to reach them. */
export function OrderCustomer({ customer }: { customer: OperatorOrder['customer'] }) {
  const mayLookUp = useMay('customers.read');
  return (
    <section className="db-card" aria-labelledby="db-desk-customer">
      <h2 id="db-desk-customer">Customer</h2>
      <dl className="db-desk-contact">
        <dt>Name</dt>
        <dd>
          {mayLookUp ? <Link to={customerPath(customer.id)}>{customer.name}</Link> : customer.name}
        </dd>
        <dt>Mobile</dt>
        <dd>
          <PhoneLink mobile={customer.mobile} />
        </dd>
        <dt>E-mail</dt>
        <dd>
          {customer.email ? (
            <a href={`mailto:${customer.email}`}>{customer.email}</a>
          ) : (
            <span className="db-op-muted">None given</span>
          )}
        </dd>
      </dl>
    </section>
  );
}
