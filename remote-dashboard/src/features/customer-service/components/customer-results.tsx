import { Link } from '@storefront/shared';
import type { CustomerSummary } from '@storefront/shared/contracts';
import { PhoneLink } from '../../../components/phone-link';
import { DOCUMENT_STATUS_LABELS } from './labels';
import { customerPath } from '../../../lib/urls/customers';

/** The customers found, by name: each name opens the customer's page. */
export function CustomerResults({ customers }: { customers: CustomerSummary[] }) {
  return (
    <table className="db-table db-stacked-table">
      <caption className="db-visually-hidden">Customers found, by name</caption>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">E-mail</th>
          <th scope="col">Mobile</th>
          <th scope="col">Documents</th>
          <th scope="col" className="db-table__number">
            Orders
          </th>
        </tr>
      </thead>
      <tbody>
        {customers.map((customer) => (
          <tr key={customer.id}>
            <th scope="row">
              <Link to={customerPath(customer.id)}>{customer.name}</Link>
            </th>
            <td data-label="E-mail">{customer.email ?? 'None'}</td>
            <td data-label="Mobile">
              <PhoneLink mobile={customer.mobile} />
            </td>
            <td data-label="Documents">{DOCUMENT_STATUS_LABELS[customer.documentStatus]}</td>
            <td data-label="Orders" className="db-table__number">
              {customer.orderCount}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
