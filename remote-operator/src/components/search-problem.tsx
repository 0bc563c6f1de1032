import { Link } from '@storefront/shared';

export interface SearchProblemProps {
  /** What the API would say of the search (searchTextProblem). */
  problem: string;
  /** Where the list is without a search. */
  clearTo: string;
}

/**
 * In place of a list whose search, read from the URL, the API would refuse
 * (a link carrying a control character): what to change, and a way out. The
 * search is never sent, so it never shows as a failure to load.
 */
export function SearchProblem({ problem, clearTo }: SearchProblemProps) {
  return (
    <div className="db-alert" role="alert">
      <p>{problem}</p>
      <Link to={clearTo}>Clear the search</Link>
    </div>
  );
}
