type AuditRecord = Record<string, unknown> | null;

/** 'balanceMinor' → 'Balance (minor units)', 'fileName' → 'File name'. */
export function keyLabel(key: string): string {
  const minor = key.endsWith('Minor') && key !== 'Minor';
  const words = (minor ? key.slice(0, -'Minor'.length) : key)
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim();
  const label = words.charAt(0).toUpperCase() + words.slice(1);
  return minor ? `${label} (minor units)` : label;
}

/** A value as words: text as it is, nothing as a dash, lists and records as JSON. */
export function readable(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

/** The keys whose value differs between before and after, in the order the record gives them. */
export function changedKeys(before: AuditRecord, after: AuditRecord): string[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys.filter(
    (key) => JSON.stringify(before?.[key] ?? null) !== JSON.stringify(after?.[key] ?? null),
  );
}

export interface AuditChangeProps {
  before: AuditRecord;
  after: AuditRecord;
}

/** What an action changed: each changed field, from its old value to its new one. */
export function AuditChange({ before, after }: AuditChangeProps) {
  const keys = changedKeys(before, after);
  if (keys.length === 0) return null;
  return (
    <dl className="db-cs-change" role="group" aria-label="Changes">
      {keys.map((key) => {
        const had = before !== null && key in before;
        return (
          <div key={key} className="db-cs-change__row">
            <dt>{keyLabel(key)}</dt>
            <dd>
              {had && (
                <>
                  <span className="db-cs-change__before">
                    <span className="db-visually-hidden">from </span>
                    {readable(before[key])}
                  </span>
                  <span aria-hidden="true"> → </span>
                </>
              )}
              <span className="db-cs-change__after">
                <span className="db-visually-hidden">{had ? 'to ' : 'set to '}</span>
                {readable(after?.[key])}
              </span>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
