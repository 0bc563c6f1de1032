import { useEffect } from 'react';
import { useLocation, useNavigate } from '@storefront/shared';
import { productPath, VARIANT_PARAM } from '@storefront/shared/constants';
import type { ProductVariant } from '@storefront/shared/contracts';

/** The path and query of a variant's page, keeping the query's other parameters. */
export function variantAddress(listedProductId: number, variantId: number, search: string): string {
  const address = new URL(productPath(listedProductId, variantId), 'http://address.invalid');
  for (const [name, value] of new URLSearchParams(search)) {
    if (name !== VARIANT_PARAM) address.searchParams.append(name, value);
  }
  return address.pathname + address.search;
}

/**
 * Keeps the page's address naming the variant on screen, so it can be
 * reloaded, shared and bookmarked. The address is replaced, never pushed:
 * Back still leaves the page. An older link (/products/<variant id>) takes its
 * variant's own address; a combination no variant has leaves the address be.
 */
export function useVariantAddress(listedProductId: number, variant: ProductVariant | null) {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const wanted = variant && variantAddress(listedProductId, variant.id, search);
  useEffect(() => {
    if (wanted && wanted !== pathname + search) void navigate(wanted + hash, { replace: true });
  }, [wanted, pathname, search, hash, navigate]);
}
