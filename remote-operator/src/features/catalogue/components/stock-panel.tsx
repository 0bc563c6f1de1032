import { useState } from 'react';
import { useApi, useSearchParams } from '@storefront/shared';
import type { OperatorProduct, StockAdjusted } from '@storefront/shared/operator-contracts';
import { getStockMovements } from '../api/get-stock-movements';
import { StockAdjustmentForm } from './stock-adjustment-form';
import { StockLedger } from './stock-ledger';
import { StockLevel } from './stock-level';
import { productPath } from '../../../lib/urls/catalogue';
import { EmptyState, LoadError, LoadingNote, pageFrom, Pager } from '@storefront/ui';

export interface StockPanelProps {
  product: OperatorProduct;
  onAdjusted: (product: OperatorProduct) => void;
}

/** The stock now, the form that moves it, and the ledger of every move (its page in ?page=). */
export function StockPanel({ product, onAdjusted }: StockPanelProps) {
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params);
  // Bumped after each adjustment, so the ledger is read again with the new entry.
  const [version, setVersion] = useState(0);
  const ledger = useApi(`stock-movements:${product.id}:${page}:${version}`, (signal) =>
    getStockMovements(product.id, page, signal),
  );

  function adjusted({ product: now }: StockAdjusted) {
    onAdjusted(now);
    setVersion((count) => count + 1);
    // The new entry is on the first page.
    if (page > 1) setParams(new URLSearchParams());
  }

  let entries;
  if (ledger.failure) {
    entries = <LoadError what="the stock ledger" failure={ledger.failure} onRetry={ledger.retry} />;
  } else if (!ledger.data) {
    entries = <LoadingNote>Loading the stock ledger</LoadingNote>;
  } else if (ledger.data.items.length === 0) {
    entries = (
      <EmptyState>
        <p>{ledger.data.total === 0 ? 'No stock has moved yet.' : 'No entries on this page.'}</p>
      </EmptyState>
    );
  } else {
    entries = <StockLedger movements={ledger.data.items} />;
  }

  return (
    <section className="db-op-card db-cat-stock-panel" aria-labelledby="db-cat-stock">
      <h2 id="db-cat-stock">Stock</h2>
      <p className="db-cat-stock-now">
        In stock: <StockLevel stock={product.stock} />
      </p>
      <StockAdjustmentForm product={product} onAdjusted={adjusted} />
      <h3>Stock ledger</h3>
      {entries}
      {ledger.data && (
        <Pager
          label="Pages of the stock ledger"
          page={page}
          pageSize={ledger.data.pageSize}
          total={ledger.data.total}
          hrefFor={(target) => `${productPath(product.id)}${target > 1 ? `?page=${target}` : ''}`}
        />
      )}
    </section>
  );
}
