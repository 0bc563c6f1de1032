import { useLocation, useNavigate, signInPath, useHydrated } from '@storefront/shared';
import { useMutation } from '@storefront/ui';
import { BUSY_DELAY_MS } from '../../../lib/loader-actions';
import { useFavourite } from '../hooks/use-favourite';
import './favourites.css';

export interface FavouriteButtonProps {
  product: { id: number; name: string };
}

/** The heart on cards and product pages. A guest is asked to sign in first. */
export function FavouriteButton({ product }: FavouriteButtonProps) {
  const { signedIn, isFavourite, toggle } = useFavourite(product.id);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const ready = useHydrated();
  // The heart flips at once; the overlay shows only a slow save, and a failure.
  const { mutate } = useMutation(toggle, {
    busy: () => ({ title: 'Saving your favourites', subtitle: product.name }),
    delayMs: BUSY_DELAY_MS,
  });

  async function onClick() {
    if (!signedIn) {
      navigate(signInPath(pathname, search));
      return;
    }
    await mutate(undefined);
  }

  return (
    <button
      type="button"
      className="sf-favourite"
      disabled={!ready}
      aria-pressed={isFavourite}
      aria-label={
        isFavourite ? `Remove ${product.name} from favourites` : `Add ${product.name} to favourites`
      }
      onClick={() => void onClick()}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d="M12 20.5s-7.5-4.6-9.6-9.2C.9 7.9 3.1 4 6.9 4c2.2 0 3.9 1.2 5.1 3 1.2-1.8 2.9-3 5.1-3 3.8 0 6 3.9 4.5 7.3-2.1 4.6-9.6 9.2-9.6 9.2z" />
      </svg>
    </button>
  );
}
