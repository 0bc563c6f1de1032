import { eq, sql } from 'drizzle-orm';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import {
  formatVatNumber,
  LEGAL_DOCUMENT_TITLES,
  type LegalDocument,
  type LegalDocumentName,
  type Store,
} from '@storefront/shared/contracts';
import { type OperatorStore, type StoreSettings } from '@storefront/shared/operator-contracts';
import type { Database } from '../../db/database';
import { preparedOnce } from '../../db/prepared';
import { isStoredId } from '../../lib/ids';
import { stores } from './tables';

/** An E.164 number as its own country writes it ('020 7946 0038'); as stored when it cannot be read. */
function nationalForm(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatNational() ?? e164;
}

// The last phone written, kept: nearly every shop read reads the store, and
// parsing its number again was a twentieth of a catalogue page's time.
let lastPhone = { e164: '', national: '' };
function storePhoneDisplay(e164: string): string {
  if (lastPhone.e164 !== e164) lastPhone = { e164, national: nationalForm(e164) };
  return lastPhone.national;
}

const LEGAL_TEXT_COLUMNS = {
  terms: stores.termsText,
  privacy: stores.privacyText,
  cookies: stores.cookiesText,
} as const;

/** The columns an operator sets (PUT /api/operator/store), by the settings' names. */
const SETTINGS_COLUMNS = {
  name: stores.name,
  description: stores.description,
  address: stores.address,
  phone: stores.phone,
  openingHours: stores.openingHours,
  pickupAddress: stores.pickupAddress,
  pickupHours: stores.pickupHours,
  vatNumber: stores.vatNumber,
  termsText: stores.termsText,
  privacyText: stores.privacyText,
  cookiesText: stores.cookiesText,
  deliveryFeeMinor: stores.deliveryFeeMinor,
  freeDeliveryFromMinor: stores.freeDeliveryFromMinor,
  minimumBasketMinor: stores.minimumBasketMinor,
  weighedBufferPercent: stores.weighedBufferPercent,
  substitutionAnswerMinutes: stores.substitutionAnswerMinutes,
} satisfies Record<keyof StoreSettings, unknown>;

/**
 * The store as customers read it, prepared once (preparedOnce): nearly every
 * shop read asks for it, and drizzle's relational query composed it each time
 * at a sixth of a catalogue page's time. Its settings but the legal pages'
 * texts (each read on its own page), with what the operator does not set.
 */
const withoutLegalTexts = ({
  termsText: _terms,
  privacyText: _privacy,
  cookiesText: _cookies,
  ...shown
}: typeof SETTINGS_COLUMNS) => shown;

function prepareFindStore(db: Database, name: string) {
  return db
    .select({
      id: stores.id,
      currency: stores.currency,
      shopLink: stores.shopLink,
      ...withoutLegalTexts(SETTINGS_COLUMNS),
    })
    .from(stores)
    .where(eq(stores.id, sql.placeholder('id')))
    .prepare(name);
}

/**
 * All of the store's SQL. Each function takes the database handle it runs on:
 * the service chooses it (the pool for the shop's reads, or its transaction).
 */
export const storeRepository = {
  async findById(db: Database, id: number): Promise<Omit<Store, 'cardPayments'> | undefined> {
    if (!isStoredId(id)) return undefined;
    const find = preparedOnce(db, 'store_by_id', (name) => prepareFindStore(db, name));
    const [store] = await find.execute({ id });
    return (
      store && {
        ...store,
        phoneDisplay: storePhoneDisplay(store.phone),
        vatNumberDisplay: formatVatNumber(store.vatNumber),
      }
    );
  },

  /** One of the store's legal pages; undefined for a store that does not exist. */
  async findLegalDocument(
    db: Database,
    id: number,
    document: LegalDocumentName,
  ): Promise<LegalDocument | undefined> {
    if (!isStoredId(id)) return undefined;
    const [row] = await db
      .select({ body: LEGAL_TEXT_COLUMNS[document] })
      .from(stores)
      .where(eq(stores.id, id));
    return row && { document, title: LEGAL_DOCUMENT_TITLES[document], body: row.body };
  },

  /** The settings an operator sees and sets, as stored; locked for update when `forUpdate`. */
  async settings(
    tx: Database,
    storeId: number,
    { forUpdate = false } = {},
  ): Promise<OperatorStore['settings'] | undefined> {
    const query = tx.select(SETTINGS_COLUMNS).from(stores).where(eq(stores.id, storeId));
    const [row] = await (forUpdate ? query.for('update') : query);
    return row;
  },

  /**
   * Locks the store's row FOR NO KEY UPDATE until the transaction ends. That
   * leaves the row's key free, so rows that reference the store (customers,
   * orders, products) are never held up by it.
   */
  async lock(tx: Database, storeId: number): Promise<void> {
    await tx
      .select({ id: stores.id })
      .from(stores)
      .where(eq(stores.id, storeId))
      .for('no key update');
  },

  async writeSettings(tx: Database, storeId: number, settings: StoreSettings): Promise<void> {
    await tx.update(stores).set(settings).where(eq(stores.id, storeId));
  },
};
