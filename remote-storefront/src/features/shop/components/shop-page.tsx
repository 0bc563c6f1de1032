import type { ReactNode } from 'react';
import { Link, useParams } from '@storefront/shared';
import { LoadError } from '@storefront/ui';
import { useStoreDetails } from '../hooks/use-store-details';
import { ShareLink } from './share-link';
import './shop.css';

export interface ShopPageProps {
  /** The store's products, composed by the app from the catalogue. */
  children?: ReactNode;
}

/** /shop/:shopLink — the page a store shares with its customers. */
export default function ShopPage({ children }: ShopPageProps) {
  const { shopLink } = useParams();
  const { store, link, failure, retry } = useStoreDetails();

  if (failure) {
    return (
      <div className="sf-page">
        <LoadError what="this shop" failure={failure} onRetry={retry} />
      </div>
    );
  }
  if (!store || !link) {
    return (
      <div className="sf-page" aria-busy="true">
        <p className="sf-visually-hidden" role="status">
          Loading the shop
        </p>
        <div className="sf-skeleton sf-skeleton--shop" aria-hidden="true" />
      </div>
    );
  }
  if (store.shopLink !== shopLink) {
    return (
      <div className="sf-page">
        <div className="sf-card sf-empty">
          <h1>We can&apos;t find that shop</h1>
          <p>The link may be mistyped, or the shop may have a new one.</p>
          <Link to="/">Go to {store.name}</Link>
        </div>
      </div>
    );
  }

  return (
    <div className="sf-page">
      <section className="sf-shop">
        <h1>{store.name}</h1>
        <p className="sf-shop__description">
          Your neighbourhood store, online. Browse everything on our shelves with prices and stock
          shown up front, then choose home delivery or collect from the store.
        </p>
        <ShareLink link={link} />
      </section>
      {children}
    </div>
  );
}
