export * from './views';
import { isDeepStrictEqual } from 'node:util';
import {
  STORE_SETTING_LABELS,
  type LegalDocumentName,
  type PaymentOption,
  type Store,
  type StoreSettingName,
} from '@storefront/shared/contracts';
import type { OperatorStore, StoreSettings } from '@storefront/shared/operator-contracts';
import type { Database } from '../../db/database';
import { recordAudit } from '../audit/service';
import type { Operator } from '../../lib/operator';
import { storeRepository as repository } from './repository';

/**
 * Locks the store's row in the caller's transaction, so that changes other
 * modules make one store at a time (its categories) queue behind each other.
 */
export function lockStore(tx: Database, storeId: number): Promise<void> {
  return repository.lock(tx, storeId);
}

type Settings = OperatorStore['settings'];

/** The settings whose value differs, in the form's order. */
function changedSettings(before: Settings, after: StoreSettings): StoreSettingName[] {
  return (Object.keys(STORE_SETTING_LABELS) as StoreSettingName[]).filter(
    (name) => !isDeepStrictEqual(before[name], after[name]),
  );
}

const pick = (settings: Settings, names: StoreSettingName[]) =>
  Object.fromEntries(names.map((name) => [name, settings[name]]));

/** The ways customers can pay, as this deployment has them, and what turns each on or off. */
function paymentOptions(cardOn: boolean): PaymentOption[] {
  return [
    {
      method: 'card',
      provider: 'stripe',
      label: 'Card, through Stripe',
      on: cardOn,
      explanation: cardOn
        ? 'Checkout offers card payment on Stripe’s page, for delivery and pickup. Removing ' +
          'STRIPE_SECRET_KEY from the API’s settings and restarting it turns it off.'
        : 'Off: checkout does not offer card payment, so no customer is shown a card option ' +
          'that cannot work. To turn it on, set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET ' +
          '(from your Stripe dashboard, with a webhook to /api/payments/stripe/webhook) in the ' +
          'API’s settings and restart it.',
    },
    {
      method: 'cash_on_delivery',
      provider: 'manual',
      label: 'Cash on delivery',
      on: true,
      explanation: 'Always offered for home delivery; the driver takes the money on the doorstep.',
    },
    {
      method: 'pay_at_pickup',
      provider: 'manual',
      label: 'Pay at pickup',
      on: true,
      explanation: 'Always offered for store pickup; the customer pays at the counter.',
    },
    {
      method: 'wallet',
      provider: 'wallet',
      label: 'Wallet balance',
      on: true,
      explanation:
        'Customers whose documents are approved can pay all or part of an order from their ' +
        'wallet, whatever else they choose.',
    },
  ];
}

export interface StoreServiceDeps {
  db: Database;
  /** The pool kept for the shop's reads: what customers read about a store comes from it. */
  readDb: Database;
  /** Whether this deployment has a card provider, which every store then offers. */
  cardPayments: boolean;
  /** Whether card payments can work here: Stripe's key and its webhook secret are both set. */
  cardOn: boolean;
}

/** The store's rules: what customers read about it, and the operator's settings, audited. */
export function createStoreService({ db, readDb, cardPayments, cardOn }: StoreServiceDeps) {
  return {
    /** A store as customers read it; undefined when there is none. */
    async find(storeId: number): Promise<Store | undefined> {
      const store = await repository.findById(readDb, storeId);
      return store && { ...store, cardPayments };
    },

    /** One of the store's legal pages; undefined for a store that does not exist. */
    legalDocument: (storeId: number, document: LegalDocumentName) =>
      repository.findLegalDocument(readDb, storeId, document),

    /** The operator's store's settings, and which ways to pay are on; undefined for a store that is gone. */
    async settingsOf(operator: Operator): Promise<OperatorStore | undefined> {
      const settings = await repository.settings(db, operator.storeId);
      return settings && { settings, payments: paymentOptions(cardOn) };
    },

    /**
     * Sets the operator's store's settings, with one audit entry naming what
     * changed and holding those settings before and after. Saving the same
     * settings again changes nothing and records nothing. Undefined for a
     * store that is gone.
     */
    changeSettings(
      operator: Operator,
      settings: StoreSettings,
    ): Promise<(OperatorStore & { changed: StoreSettingName[] }) | undefined> {
      return db.transaction(async (tx) => {
        const before = await repository.settings(tx, operator.storeId, { forUpdate: true });
        if (!before) return undefined;
        const payments = paymentOptions(cardOn);
        const changed = changedSettings(before, settings);
        if (changed.length === 0) return { settings: before, payments, changed };
        await repository.writeSettings(tx, operator.storeId, settings);
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
        return { settings, payments, changed };
      });
    },
  };
}

export type StoreService = ReturnType<typeof createStoreService>;
