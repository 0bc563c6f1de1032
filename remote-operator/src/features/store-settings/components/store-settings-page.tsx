import { useApi } from '@storefront/shared';
import type { OperatorStore } from '@storefront/shared/operator-contracts';
import { getStoreSettings } from '../api/store-settings-api';
import { PaymentOptions } from './payment-options';
import { StoreSettingsForm } from './store-settings-form';
import '../../../components/operator.css';
import './store-settings.css';
import { DashboardPage, LoadError, LoadingNote } from '@storefront/ui';

/**
 * /operator/store: what customers read about the store, its VAT
 * number for receipts, its delivery terms, and which ways to pay are on.
 */
export function StoreSettingsPage() {
  const store = useApi('operator-store', getStoreSettings);

  let content;
  if (store.failure) {
    content = <LoadError what="the store settings" failure={store.failure} onRetry={store.retry} />;
  } else if (!store.data) {
    content = <LoadingNote>Loading the store settings</LoadingNote>;
  } else {
    content = (
      <div className="db-op-stack">
        <StoreSettingsForm
          // A new form once saved: it shows what the API kept (a phone as typed comes back tidied).
          key={JSON.stringify(store.data.settings)}
          settings={store.data.settings}
          onSaved={(saved: OperatorStore) => store.replace(saved)}
        />
        <PaymentOptions options={store.data.payments} />
      </div>
    );
  }

  return (
    <DashboardPage title="Store settings">
      <p className="db-op-muted">
        Customers see a change on their next page. Orders already placed keep the details and
        delivery fee they were placed with, and so do their receipts.
      </p>
      {content}
    </DashboardPage>
  );
}
