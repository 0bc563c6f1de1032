import { Link, useApi, useNavigate, useParams } from '@storefront/shared';
import type { OperatorProduct } from '@storefront/shared/operator-contracts';
import { formatVatRate } from '@storefront/shared/constants';
import { getOperatorProduct } from '../api/get-operator-product';
import { unitPrice } from '../lib/price';
import { productName } from '../lib/variants';
import { ProductDetails } from './product-details';
import { ProductFacts } from './product-facts';
import { ProductPicture } from './product-picture';
import { PublishedBadge } from './published-badge';
import { StockPanel } from './stock-panel';
import { VariantsPanel } from './variants-panel';
import '../../../components/operator.css';
import './catalogue.css';
import { PRODUCTS_PATH, productPath } from '../../../lib/urls/catalogue';
import {
  DashboardPage,
  EmptyState,
  formatDayAndTime,
  LoadError,
  LoadingNote,
} from '@storefront/ui';
import { useMay } from '../../../lib/staff-role';

function BackLink() {
  return (
    <p className="db-cat-back">
      <Link to={PRODUCTS_PATH}>← All products</Link>
    </p>
  );
}

/**
 * /operator/products/new and /operator/products/:productId.
 * Keyed by the id, so nothing of one product's page stays on another's.
 */
export function ProductPage() {
  const { productId } = useParams();
  if (productId === undefined) return <NewProduct />;
  const id = Number(productId);
  if (!Number.isInteger(id) || id < 1) return <ProductNotFound />;
  return <ExistingProduct key={id} productId={id} />;
}

function NewProduct() {
  const navigate = useNavigate();
  return (
    <DashboardPage title="New product">
      <BackLink />
      <div className="db-op-stack">
        <ProductDetails product={null} onSaved={(created) => navigate(productPath(created.id))} />
        <p className="db-op-muted">Add its picture and its stock once it is saved.</p>
      </div>
    </DashboardPage>
  );
}

function ExistingProduct({ productId }: { productId: number }) {
  const mayChange = useMay('catalogue.write');
  const product = useApi(`operator-product:${productId}`, (signal) =>
    getOperatorProduct(productId, signal),
  );
  if (product.failure?.status === 404) return <ProductNotFound />;
  if (product.failure) {
    return (
      <DashboardPage title="Product">
        <BackLink />
        <LoadError what="the product" failure={product.failure} onRetry={product.retry} />
      </DashboardPage>
    );
  }
  if (!product.data) {
    return (
      <DashboardPage title="Product">
        <LoadingNote>Loading the product</LoadingNote>
      </DashboardPage>
    );
  }
  const current: OperatorProduct = product.data;
  return (
    <DashboardPage title={productName(current)}>
      <BackLink />
      <p className="db-cat-summary">
        <PublishedBadge published={current.published} />
        <span>SKU {current.sku}</span>
        <span>{unitPrice(current)}</span>
        {current.estimatedWeightGrams !== null && (
          <span>About {current.estimatedWeightGrams} g each</span>
        )}
        {current.gtin && <span>Barcode {current.gtin}</span>}
        <span>VAT {formatVatRate(current.vatRateBasisPoints)}</span>
        <span className="db-op-muted">Last changed {formatDayAndTime(current.updatedAt)}</span>
      </p>
      <div className="db-cat-product">
        {mayChange ? (
          <>
            <ProductDetails product={current} onSaved={product.replace} />
            <ProductPicture product={current} onUploaded={product.replace} />
          </>
        ) : (
          <ProductFacts product={current} />
        )}
        <VariantsPanel product={current} onChanged={product.replace} />
        <StockPanel product={current} onAdjusted={product.replace} />
      </div>
    </DashboardPage>
  );
}

function ProductNotFound() {
  return (
    <DashboardPage title="Product not found">
      <EmptyState>
        <p>There is no such product in the store. It may have been mistyped.</p>
        <Link to={PRODUCTS_PATH}>Back to products</Link>
      </EmptyState>
    </DashboardPage>
  );
}
