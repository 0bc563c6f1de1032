import { useState } from 'react';
import { useApi, useSearchParams } from '@storefront/shared';
import type { OperatorProduct, StockAdjusted } from '@storefront/shared/operator-contracts';
import { getStockMovements } from '../api/get-stock-movements';
import { StockAdjustmentForm } from './stock-adjustment-form';
import { LEDGER_COLUMNS } from './stock-ledger';
import { StockLevel } from './stock-level';
import { productPath } from '../../../lib/urls/catalogue';
import { DataTable, EmptyState, pageFrom, Pager } from '@storefront/ui';
import { useMay } from '../../../lib/staff-role';

export interface StockPanelProps {
  product: OperatorProduct;
  onAdjusted: (product: OperatorProduct) => void;
}

/** The stock now, the form that moves it, and the ledger of every move (its page in ?page=). */
export function StockPanel({ product, onAdjusted }: StockPanelProps) {
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params);
  const mayAdjust = useMay('stock.adjust');
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

  const pager = ledger.data && (
    <Pager
      label="Pages of the stock ledger"
      page={page}
      pageSize={ledger.data.pageSize}
      total={ledger.data.total}
      hrefFor={(target) => `${productPath(product.id)}${target > 1 ? `?page=${target}` : ''}`}
    />
  );

  return (
    <section className="db-card db-cat-stock-panel" aria-labelledby="db-cat-stock">
      <h2 id="db-cat-stock">Stock</h2>
      <p className="db-cat-stock-now">
        In stock: <StockLevel stock={product.stock} />
      </p>
      {mayAdjust && <StockAdjustmentForm product={product} onAdjusted={adjusted} />}
      <h3>Stock ledger</h3>
      <DataTable
        caption="Stock ledger, newest first"
        columns={LEDGER_COLUMNS}
        rows={ledger.data?.items}
        rowKey={(movement) => movement.id}
        what="the stock ledger"
        failure={ledger.failure}
        onRetry={ledger.retry}
        empty={
          <>
            <EmptyState>
              <p>{ledger.data?.total ? 'No entries on this page.' : 'No stock has moved yet.'}</p>
            </EmptyState>
            {pager}
          </>
        }
        footer={pager}
      />
    </section>
  );
}
