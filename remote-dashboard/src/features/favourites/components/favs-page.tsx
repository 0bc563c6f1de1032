import { Link } from '@storefront/shared';
import { useFavourites } from '../hooks/use-favourites';
import { FavouriteItem } from './favourite-item';
import './favourites.css';
import { DashboardPage, EmptyState, LoadError, LoadingSkeleton } from '@storefront/ui';

/** /dashboard/favs: the products the customer hearted, with price, stock, remove and add to cart. */
export function FavsPage() {
  const { items, failure, retry, busy, remove, addToCart } = useFavourites();

  let content;
  if (failure) {
    content = <LoadError what="your favourites" failure={failure} onRetry={retry} />;
  } else if (!items) {
    content = (
      <LoadingSkeleton
        label="Loading your favourites"
        blocks={['db-skeleton--fav', 'db-skeleton--fav']}
      />
    );
  } else if (items.length === 0) {
    content = (
      <EmptyState>
        <p>Tap the heart on any product to keep it here.</p>
        <Link to="/products">Browse the store</Link>
      </EmptyState>
    );
  } else {
    content = (
      <ul className="db-favs" aria-label="Your favourites">
        {items.map(({ product }) => (
          <FavouriteItem
            key={product.id}
            product={product}
            busy={busy.has(product.id)}
            onRemove={() => void remove(product)}
            onAddToCart={() => void addToCart(product)}
          />
        ))}
      </ul>
    );
  }

  return <DashboardPage title="My Favs">{content}</DashboardPage>;
}
