import { useState } from 'react';
import { useApi } from '@storefront/shared';
import type { OperatorProduct } from '@storefront/shared/operator-contracts';
import { getProductVariants } from '../api/get-product-variants';
import { AddVariantForm } from './add-variant-form';
import { OptionsForm } from './options-form';
import { variantColumns } from './variant-table';
import { DataTable } from '@storefront/ui';
import { useMay } from '../../../lib/staff-role';

export interface VariantsPanelProps {
  product: OperatorProduct;
  onChanged: (product: OperatorProduct) => void;
}

/**
 * A product's options and its variants, each sold with its own SKU, price and
 * stock. A product without options is a family of one: it is offered options.
 */
export function VariantsPanel({ product, onChanged }: VariantsPanelProps) {
  const hasOptions = product.optionNames.length > 0;
  const mayChange = useMay('catalogue.write');
  return (
    <section className="db-card db-cat-variants" aria-labelledby="db-cat-variants">
      <h2 id="db-cat-variants">Options and variants</h2>
      {hasOptions ? (
        <Variants product={product} />
      ) : !mayChange ? (
        <p className="db-op-muted">This product is sold in one size and kind.</p>
      ) : (
        <>
          <p className="db-op-muted">
            Sell this product in more than one size or kind, each with its own SKU, price and stock.
            First name its options, e.g. Size, and give this product’s value of each, e.g. 500 g;
            then add the other variants.
          </p>
          <OptionsForm product={product} onSaved={onChanged} />
        </>
      )}
    </section>
  );
}

function Variants({ product }: { product: OperatorProduct }) {
  // Bumped after a variant is added, so the family is read again with it.
  const [version, setVersion] = useState(0);
  const family = useApi(`operator-variants:${product.id}:${version}`, (signal) =>
    getProductVariants(product.id, signal),
  );

  const mayChange = useMay('catalogue.write');
  // The product on this page as it is now, saved or restocked since the family was read.
  const variants = family.data?.map((item) => (item.id === product.id ? product : item));

  return (
    <>
      <p className="db-op-muted">
        Options: {product.optionNames.join(', ')}. Open a variant to change its stock.
      </p>
      <div className="db-cat-variant-table">
        <DataTable
          caption={`Variants of ${product.name}`}
          columns={variantColumns(product.id)}
          rows={variants}
          rowKey={(variant) => String(variant.id)}
          what="the variants"
          failure={family.failure}
          onRetry={family.retry}
          empty={null}
        />
      </div>
      {mayChange && (
        <AddVariantForm product={product} onAdded={() => setVersion((count) => count + 1)} />
      )}
    </>
  );
}
