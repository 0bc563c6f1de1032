import { useSearchParams } from '@storefront/shared';
import { parseReportFilter, type ReportFilter } from '../lib/problem-report-words';
import { pageFrom } from '@storefront/ui';

/**
 * The list's status filter and page live in the URL (?status=&page=), so
 * reload, back and shared links work; open, the default, is left out of it.
 */
export function useProblemReportFilter() {
  const [params, setParams] = useSearchParams();
  const filter = parseReportFilter(params.get('status'));
  const page = pageFrom(params);

  /** The query string of `target` page of `status`, e.g. '?status=approved&page=2'. */
  function searchFor(target: number, status: ReportFilter = filter): string {
    const query = new URLSearchParams();
    if (status !== 'open') query.set('status', status);
    if (target > 1) query.set('page', String(target));
    const search = query.toString();
    return search ? `?${search}` : '';
  }

  /** Another filter starts again at the first page. */
  const setFilter = (status: ReportFilter) => setParams(new URLSearchParams(searchFor(1, status)));

  return { filter, page, searchFor, setFilter };
}
