import { Link, useApi, useSearchParams } from '@storefront/shared';
import type { OperatorProduct } from '@storefront/shared/operator-contracts';
import { LOW_STOCK_THRESHOLD } from '@storefront/shared/constants';
import { getOperatorProducts } from '../api/get-operator-products';
import { productName } from '../lib/variants';
import { ProductThumbnail } from './product-thumbnail';
import { ReceiveForm } from './receive-form';
import { StockLevel } from './stock-level';
import '../../../components/operator.css';
import './catalogue.css';
import { LOW_STOCK_PATH, productPath } from '../../../lib/urls/catalogue';
import { useMay } from '../../../lib/staff-role';
import { DashboardPage, EmptyState, LoadError, LoadingNote, pageFrom, Pager } from '@storefront/ui';

/**
 * /operator/low-stock: published products at or under the
 * threshold, fewest first, each with a quick Receive. A product stays on the
 * page after it is restocked, with its new count, until the list is read again.
 */
export function LowStockPage() {
  const [params] = useSearchParams();
  const page = pageFrom(params);
  const mayReceive = useMay('stock.adjust');
  const products = useApi(`operator-low-stock:${page}`, (signal) =>
    getOperatorProducts({ lowStock: true, page }, signal),
  );

  let content;
  if (products.failure) {
    content = (
      <LoadError what="the low-stock list" failure={products.failure} onRetry={products.retry} />
    );
  } else if (!products.data) {
    content = <LoadingNote>Loading the products running low</LoadingNote>;
  } else if (products.data.items.length === 0) {
    content = (
      <EmptyState>
        <p>{products.data.total === 0 ? 'Nothing is running low.' : 'No products on this page.'}</p>
      </EmptyState>
    );
  } else {
    const current = products.data;
    const update = (changed: OperatorProduct) =>
      products.replace({
        ...current,
        items: current.items.map((item) => (item.id === changed.id ? changed : item)),
      });
    content = (
      <ul className="db-cat-low-list" aria-label="Products running low">
        {current.items.map((product) => (
          <li key={product.id} className="db-card db-cat-low-item">
            <ProductThumbnail image={product.image} />
            <div className="db-cat-low-item__info">
              <h2 className="db-cat-low-item__name">
                <Link to={productPath(product.id)}>{productName(product)}</Link>
              </h2>
              <p className="db-op-muted">
                SKU {product.sku} · {product.categoryName}
              </p>
              <p>
                In stock: <StockLevel stock={product.stock} />
              </p>
            </div>
            {mayReceive && (
              <ReceiveForm product={product} onReceived={({ product: now }) => update(now)} />
            )}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <DashboardPage title="Low stock">
      <p className="db-op-muted">
        Published products with {LOW_STOCK_THRESHOLD} or fewer left, fewest first.
      </p>
      {content}
      {products.data && (
        <Pager
          label="Pages of products running low"
          page={page}
          pageSize={products.data.pageSize}
          total={products.data.total}
          totalCapped={products.data.totalCapped}
          hrefFor={(target) => (target > 1 ? `${LOW_STOCK_PATH}?page=${target}` : LOW_STOCK_PATH)}
        />
      )}
    </DashboardPage>
  );
}
