import { useState } from 'react';
import { Link, useApi, useParams } from '@storefront/shared';
import type { CustomerDetail } from '@storefront/shared/operator-contracts';
import { getCustomer } from '../api/get-customer';
import { CustomerActivity } from './customer-activity';
import { CustomerDocuments } from './customer-documents';
import { CustomerMessages } from './customer-messages';
import { CustomerOrders } from './customer-orders';
import { CustomerOverview } from './customer-overview';
import { CustomerWallet } from './customer-wallet';
import '../../../components/operator.css';
import '@storefront/ui/styles/stacked-table.css';
import './customer-service.css';
import { CUSTOMERS_PATH } from '../../../lib/urls/customers';
import { DashboardPage, EmptyState, formatDay, LoadError, LoadingNote } from '@storefront/ui';
import { useMay } from '../../../lib/staff-role';

const ACTIVITY = 'db-cs-activity';

const SECTIONS = [
  { id: 'db-cs-orders', label: 'Orders' },
  { id: 'db-cs-documents', label: 'Documents' },
  { id: 'db-cs-wallet', label: 'Wallet' },
  { id: 'db-cs-messages', label: 'Messages sent' },
  { id: ACTIVITY, label: 'Activity' },
] as const;

function CustomerSections({ customer }: { customer: CustomerDetail }) {
  // A credit writes the customer's messages and an audit entry: those lists load again.
  const [credits, setCredits] = useState(0);
  // The activity is the audit log's, which not every role may read.
  const mayReadActivity = useMay('audit.read');
  const sections = SECTIONS.filter((section) => section.id !== ACTIVITY || mayReadActivity);
  return (
    <>
      <p className="db-op-muted">Customer since {formatDay(customer.createdAt)}</p>
      <nav className="db-cs-jump" aria-label="On this page">
        <ul>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.label}</a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="db-op-stack">
        <CustomerOverview customer={customer} />
        <CustomerOrders customerId={customer.id} />
        <CustomerDocuments
          documents={customer.documents}
          documentStatus={customer.documentStatus}
        />
        <CustomerWallet customer={customer} onCredited={() => setCredits((count) => count + 1)} />
        <CustomerMessages customerId={customer.id} revision={credits} />
        {mayReadActivity && <CustomerActivity customerId={customer.id} revision={credits} />}
      </div>
    </>
  );
}

/** /operator/customers/:userId: everything customer service needs about one customer. */
export function CustomerPage() {
  const { userId = '' } = useParams();
  const customer = useApi(`operator-customer:${userId}`, (signal) => getCustomer(userId, signal));

  if (customer.failure) {
    const missing = customer.failure.status === 404 || customer.failure.status === 400;
    return (
      <DashboardPage title={missing ? 'Customer not found' : 'Customer'}>
        {missing ? (
          <EmptyState>
            <p>This store has no customer at this address.</p>
            <Link to={CUSTOMERS_PATH}>Back to the customers</Link>
          </EmptyState>
        ) : (
          <LoadError what="the customer" failure={customer.failure} onRetry={customer.retry} />
        )}
      </DashboardPage>
    );
  }
  if (!customer.data) {
    return (
      <DashboardPage title="Customer">
        <LoadingNote>Loading the customer</LoadingNote>
      </DashboardPage>
    );
  }
  return (
    <DashboardPage title={customer.data.name}>
      <CustomerSections key={customer.data.id} customer={customer.data} />
    </DashboardPage>
  );
}
