import { countText, Link, useApi, useSearchParams } from '@storefront/shared';
import { searchTextProblem } from '@storefront/shared/constants';
import type { CustomerSummary } from '@storefront/shared/operator-contracts';
import {
  DashboardPage,
  DataTable,
  EmptyState,
  pageFrom,
  Pager,
  PhoneLink,
  type Column,
} from '@storefront/ui';
import { SearchProblem } from '../../../components/search-problem';
import { CUSTOMERS_PATH, customerPath } from '../../../lib/urls/customers';
import { searchCustomers } from '../api/search-customers';
import { CustomerSearchForm } from './customer-search-form';
import { DOCUMENT_STATUS_LABELS } from './labels';
import '../../../components/operator.css';
import './customer-service.css';

const pathFor = (q: string, page = 1) => {
  const query = new URLSearchParams();
  if (q) query.set('q', q);
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return search ? `${CUSTOMERS_PATH}?${search}` : CUSTOMERS_PATH;
};

/** The customers found, by name: each name opens the customer's page. */
const COLUMNS: readonly Column<CustomerSummary>[] = [
  { header: 'Name', cell: (customer) => customer.name },
  { header: 'E-mail', cell: (customer) => customer.email ?? 'None' },
  { header: 'Mobile', cell: (customer) => <PhoneLink mobile={customer.mobile} /> },
  { header: 'Documents', cell: (customer) => DOCUMENT_STATUS_LABELS[customer.documentStatus] },
  { header: 'Orders', cell: (customer) => customer.orderCount, numeric: true },
];

function Results({ q, page }: { q: string; page: number }) {
  const found = useApi(`operator-customers:${q}:${page}`, (signal) =>
    searchCustomers(q, page, signal),
  );
  const total = found.data?.total ?? 0;
  return (
    <>
      {total > 0 && (
        <p className="db-op-muted" role="status">
          {countText(total, found.data?.totalCapped)} {total === 1 ? 'customer' : 'customers'}
          {q && ` matching “${q}”`}
        </p>
      )}
      <DataTable
        caption="Customers found, by name"
        columns={COLUMNS}
        rows={found.data?.items}
        rowKey={(customer) => customer.id}
        rowHref={(customer) => customerPath(customer.id)}
        what="the customers"
        loading="Looking for customers"
        failure={found.failure}
        onRetry={found.retry}
        empty={
          total === 0 ? (
            <EmptyState>
              <p>{q ? `No customer matches “${q}”.` : 'The store has no customers yet.'}</p>
              {q && <Link to={CUSTOMERS_PATH}>See every customer</Link>}
            </EmptyState>
          ) : (
            <EmptyState>
              <p>There is nothing on this page.</p>
              <Link to={pathFor(q)}>Back to the first page</Link>
            </EmptyState>
          )
        }
        footer={
          found.data && (
            <Pager
              label="Pages of customers"
              page={page}
              pageSize={found.data.pageSize}
              total={total}
              totalCapped={found.data.totalCapped}
              hrefFor={(target) => pathFor(q, target)}
            />
          )
        }
      />
    </>
  );
}

/** /operator/customers: find a customer by name, e-mail or mobile (?q=), 20 a page. */
export function CustomersPage() {
  const [search, setSearch] = useSearchParams();
  const q = (search.get('q') ?? '').trim();
  const page = pageFrom(search);
  const searchProblem = searchTextProblem(q);

  return (
    <DashboardPage title="Customers">
      <CustomerSearchForm q={q} onSearch={(text) => setSearch(text ? { q: text } : {})} />
      {searchProblem ? (
        <SearchProblem problem={searchProblem} clearTo={CUSTOMERS_PATH} />
      ) : (
        <Results q={q} page={page} />
      )}
    </DashboardPage>
  );
}
