import { Link, useApi } from '@storefront/shared';
import type { OperatorProduct } from '@storefront/shared/operator-contracts';
import { getOperatorCategories } from '../api/get-categories';
import { NEW_PRODUCT, valuesOf } from '../hooks/use-product-form';
import { ProductForm } from './product-form';
import { CATEGORIES_PATH } from '../../../lib/urls/catalogue';
import { EmptyState, LoadError, LoadingNote } from '@storefront/ui';

export interface ProductDetailsProps {
  /** The product being edited; null for a new one. */
  product: OperatorProduct | null;
  onSaved: (product: OperatorProduct) => void;
}

/** The product form, once the categories it offers are loaded. */
export function ProductDetails({ product, onSaved }: ProductDetailsProps) {
  const categories = useApi('operator-categories', getOperatorCategories);
  if (categories.failure) {
    return (
      <LoadError what="the categories" failure={categories.failure} onRetry={categories.retry} />
    );
  }
  if (!categories.data) return <LoadingNote>Loading the categories</LoadingNote>;
  if (!product && categories.data.length === 0) {
    return (
      <EmptyState>
        <p>Every product sits in a category, and the store has none yet.</p>
        <Link to={CATEGORIES_PATH}>Add a category first</Link>
      </EmptyState>
    );
  }
  return (
    <ProductForm
      product={product}
      initial={product ? valuesOf(product) : NEW_PRODUCT}
      categories={categories.data}
      onSaved={onSaved}
    />
  );
}
