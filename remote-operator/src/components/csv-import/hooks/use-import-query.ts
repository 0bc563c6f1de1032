import { useSearchParams } from '@storefront/shared';
import type { ImportRowStatus } from '@storefront/shared/operator-contracts';
import { IMPORT_ROW_STATUSES } from '@storefront/shared/constants';
import { pageFrom } from '@storefront/ui';

export function parseRowStatus(value: string | null): ImportRowStatus | null {
  return IMPORT_ROW_STATUSES.find((status) => status === value) ?? null;
}

/** The open import, its row filter and its report page live in the URL, so a report can be reopened. */
export function useImportQuery() {
  const [params, setParams] = useSearchParams();
  const importId = params.get('import');
  const status = parseRowStatus(params.get('status'));
  const page = pageFrom(params);

  function searchFor(next: {
    importId?: string | null;
    status?: ImportRowStatus | null;
    page?: number;
  }): string {
    const query = new URLSearchParams();
    const nextImport = next.importId === undefined ? importId : next.importId;
    const nextStatus = next.status === undefined ? status : next.status;
    const nextPage = next.page ?? 1;
    if (nextImport) query.set('import', nextImport);
    if (nextStatus) query.set('status', nextStatus);
    if (nextPage > 1) query.set('page', String(nextPage));
    const search = query.toString();
    return search ? `?${search}` : '';
  }

  const go = (next: Parameters<typeof searchFor>[0]) =>
    setParams(new URLSearchParams(searchFor(next)));

  return {
    importId,
    status,
    page,
    searchFor,
    /** Opens another import's report from its first page, unfiltered. */
    openImport: (id: string) => go({ importId: id, status: null, page: 1 }),
    /** A new filter starts again at page 1. */
    setStatus: (next: ImportRowStatus | null) => go({ status: next, page: 1 }),
  };
}
