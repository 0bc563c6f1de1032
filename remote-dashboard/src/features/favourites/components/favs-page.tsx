import { Link } from 'react-router-dom';
import { DashboardPage, EmptyState } from '../../../app/dashboard-page';
import { LoadError } from '../../orders/components/load-error';
import { useFavourites } from '../hooks/use-favourites';
import { FavouriteItem } from './favourite-item';
import './favourites.css';

function FavouritesSkeleton() {
  return (
    <div aria-busy="true">
      <p className="db-visually-hidden" role="status">
        Loading your favourites
      </p>
      {[0, 1].map((row) => (
        <div key={row} className="db-skeleton db-skeleton--fav" aria-hidden="true" />
      ))}
    </div>
  );
}

/** /dashboard/favs: the products the customer hearted, with price, stock, remove and add to cart. */
export function FavsPage() {
  const { items, failure, retry, busy, remove, addToCart } = useFavourites();

  let content;
  if (failure) {
    content = <LoadError what="your favourites" failure={failure} onRetry={retry} />;
  } else if (!items) {
    content = <FavouritesSkeleton />;
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
