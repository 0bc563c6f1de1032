import { OTHER_VERSION } from '@storefront/shared/contracts';

/** A version as the table names it; figures of versions never released are grouped under one. */
export function versionText(version: string): string {
  return version === OTHER_VERSION ? 'Other (not a release)' : version;
}

/**
 * A p75 load time as the table shows it: '≤ 500 ms', the bound of the time
 * bucket it falls in, or '—' when no load succeeded.
 */
export function loadTimeText(ms: number | null): string {
  return ms === null ? '—' : `≤ ${ms.toLocaleString('en-GB')} ms`;
}
