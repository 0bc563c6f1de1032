import { useApi } from '@storefront/shared';
import { STAFF_ROLE_LABELS, STAFF_ROLES } from '@storefront/shared/contracts';
import { AUDIT_ACTIONS, AUDIT_ACTION_LABELS } from '@storefront/shared/constants';
import type { AuditFilters as Filters } from '../api/get-audit-log';
import { getTeam } from '../api/get-team';
import type { AuditFilterName } from '../hooks/use-audit-filters';
import { FilterSelect, LoadError } from '@storefront/ui';

export interface AuditFilterChip {
  name: 'customerId' | 'orderId';
  /** What the filter keeps, e.g. 'Customer: Ada Lovelace'. */
  label: string;
}

export interface AuditFiltersProps {
  filters: Filters;
  chips: AuditFilterChip[];
  onChange: (name: AuditFilterName, value: string | null) => void;
}

/**
 * Narrow the log by operator, by the role they acted in and by kind of
 * action; a customer or order filter shows as a chip.
 */
export function AuditFilters({ filters, chips, onChange }: AuditFiltersProps) {
  const team = useApi('operator-team', getTeam);
  const known = Object.fromEntries((team.data ?? []).map((person) => [person.id, person.name]));
  const chosen = filters.operatorId;
  // An operator in the URL who is not (yet) in the list still shows as chosen.
  const names: Record<string, string> =
    chosen && !known[chosen] ? { [chosen]: 'The chosen operator', ...known } : known;

  return (
    <div className="db-cs-filters">
      <FilterSelect
        label="Operator"
        value={chosen ?? null}
        values={Object.keys(names)}
        labels={names}
        all="All operators"
        onChange={(value) => onChange('operatorId', value || null)}
      />
      <FilterSelect
        label="Role"
        value={filters.role ?? null}
        values={STAFF_ROLES}
        labels={STAFF_ROLE_LABELS}
        all="All roles"
        onChange={(value) => onChange('role', value || null)}
      />
      <FilterSelect
        label="Action"
        value={filters.action ?? null}
        values={AUDIT_ACTIONS}
        labels={AUDIT_ACTION_LABELS}
        all="All actions"
        onChange={(value) => onChange('action', value || null)}
      />
      {chips.length > 0 && (
        <ul className="db-cs-chips" aria-label="Other filters">
          {chips.map((chip) => (
            <li key={chip.name}>
              <span className="db-cs-chip">
                {chip.label}
                <button
                  type="button"
                  aria-label={`Remove the filter ${chip.label}`}
                  onClick={() => onChange(chip.name, null)}
                >
                  ×
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {team.failure && (
        <LoadError what="the list of operators" failure={team.failure} onRetry={team.retry} />
      )}
    </div>
  );
}
