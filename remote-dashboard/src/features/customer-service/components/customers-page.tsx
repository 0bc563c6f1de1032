import { Link, useApi, useSearchParams } from '@storefront/shared';
import { searchTextProblem } from '@storefront/shared/constants';
import { DashboardPage, EmptyState } from '../../../components/dashboard-page';
import { LoadError, LoadingNote } from '../../../components/load-state';
import { Pager } from '../../../components/pager';
import { SearchProblem } from '../../../components/search-problem';
import { pageFrom } from '../../../lib/page-from';
import { searchCustomers } from '../api/search-customers';
import { CustomerResults } from './customer-results';
import { CustomerSearchForm } from './customer-search-form';
import '../../../components/operator.css';
import '../../../components/stacked-table.css';
import './customer-service.css';
import { CUSTOMERS_PATH } from '../../../lib/urls/customers';

const pathFor = (q: string, page = 1) => {
  const query = new URLSearchParams();
  if (q) query.set('q', q);
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return search ? `${CUSTOMERS_PATH}?${search}` : CUSTOMERS_PATH;
};

function Results({ q, page }: { q: string; page: number }) {
  const found = useApi(`operator-customers:${q}:${page}`, (signal) =>
    searchCustomers(q, page, signal),
  );

  if (found.failure) {
    return <LoadError what="the customers" failure={found.failure} onRetry={found.retry} />;
  }
  if (!found.data) return <LoadingNote>Looking for customers</LoadingNote>;
  const { items, total, pageSize } = found.data;
  if (total === 0) {
    return (
      <EmptyState>
        <p>{q ? `No customer matches “${q}”.` : 'The store has no customers yet.'}</p>
        {q && <Link to={CUSTOMERS_PATH}>See every customer</Link>}
      </EmptyState>
    );
  }
  return (
    <>
      <p className="db-op-muted" role="status">
        {total} {total === 1 ? 'customer' : 'customers'}
        {q && ` matching “${q}”`}
      </p>
      {items.length === 0 ? (
        <EmptyState>
          <p>There is nothing on this page.</p>
          <Link to={pathFor(q)}>Back to the first page</Link>
        </EmptyState>
      ) : (
        <CustomerResults customers={items} />
      )}
      <Pager
        label="Pages of customers"
        page={page}
        pageSize={pageSize}
        total={total}
        hrefFor={(target) => pathFor(q, target)}
      />
    </>
  );
}

/** /dashboard/operator/customers: find a customer by name, e-mail or mobile (?q=), 20 a page. */
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
