import { useApi } from '@storefront/shared';
import { AUDIT_ACTIONS, AUDIT_ACTION_LABELS } from '@storefront/shared/constants';
import type { AuditFilters as Filters } from '../api/get-audit-log';
import { getTeam } from '../api/get-team';
import type { AuditFilterName } from '../hooks/use-audit-filters';

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

/** Narrow the log by operator and by kind of action; a customer or order filter shows as a chip. */
export function AuditFilters({ filters, chips, onChange }: AuditFiltersProps) {
  const team = useApi('operator-team', getTeam);
  const operators = team.data ?? [];
  // An operator in the URL who is not (yet) in the list still shows as chosen.
  const unknownOperator =
    filters.operatorId && !operators.some((person) => person.id === filters.operatorId);

  return (
    <div className="db-cs-filters">
      <div className="db-filter">
        <label htmlFor="db-cs-operator">Operator</label>
        <select
          id="db-cs-operator"
          value={filters.operatorId ?? ''}
          onChange={(event) => onChange('operatorId', event.target.value || null)}
        >
          <option value="">All operators</option>
          {unknownOperator && <option value={filters.operatorId}>The chosen operator</option>}
          {operators.map((person) => (
            <option key={person.id} value={person.id}>
              {person.name}
            </option>
          ))}
        </select>
      </div>
      <div className="db-filter">
        <label htmlFor="db-cs-action">Action</label>
        <select
          id="db-cs-action"
          value={filters.action ?? ''}
          onChange={(event) => onChange('action', event.target.value || null)}
        >
          <option value="">All actions</option>
          {AUDIT_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {AUDIT_ACTION_LABELS[action]}
            </option>
          ))}
        </select>
      </div>
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
        <p className="db-op-muted" role="status">
          The list of operators could not be loaded.{' '}
          <button type="button" className="db-cs-link-button" onClick={team.retry}>
            Try again
          </button>
        </p>
      )}
    </div>
  );
}
