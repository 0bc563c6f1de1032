import { isDeepStrictEqual } from 'node:util';
import { STORE_SETTING_LABELS, type StoreSettingName } from '@storefront/shared/contracts';
import { type OperatorStore, type StoreSettings } from '@storefront/shared/operator-contracts';
import type { Database } from '../../db/database';
import { recordAudit } from '../../repositories/audit-repository';
import { readStoreSettings, writeStoreSettings } from '../../repositories/stores-repository';
import type { Operator } from '../catalogue/operator';

type Settings = OperatorStore['settings'];

/** The settings whose value differs, in the form's order. */
function changedSettings(before: Settings, after: StoreSettings): StoreSettingName[] {
  return (Object.keys(STORE_SETTING_LABELS) as StoreSettingName[]).filter(
    (name) => !isDeepStrictEqual(before[name], after[name]),
  );
}

const pick = (settings: Settings, names: StoreSettingName[]) =>
  Object.fromEntries(names.map((name) => [name, settings[name]]));

/**
 * Sets the operator's store's settings, with one audit entry naming what
 * changed and holding those settings before and after. Saving the same
 * settings again changes nothing and records nothing. Undefined for a store
 * that is gone.
 */
export async function changeStoreSettings(
  tx: Database,
  operator: Operator,
  settings: StoreSettings,
): Promise<{ settings: Settings; changed: StoreSettingName[] } | undefined> {
  const before = await readStoreSettings(tx, operator.storeId, { forUpdate: true });
  if (!before) return undefined;
  const changed = changedSettings(before, settings);
  if (changed.length === 0) return { settings: before, changed };
  await writeStoreSettings(tx, operator.storeId, settings);
  await recordAudit(tx, {
    storeId: operator.storeId,
    operatorId: operator.id,
    action: 'store.updated',
    entityType: 'store',
    entityId: operator.storeId,
    summary: `Changed ${changed.map((name) => STORE_SETTING_LABELS[name]).join(', ')}`,
    before: pick(before, changed),
    after: pick(settings, changed),
  });
  return { settings, changed };
}
