import { storage } from '@storefront/shared';
import { addFavourite } from './api/add-favourite';
import { getFavourites } from './api/get-favourites';
import { removeFavourite } from './api/remove-favourite';

export interface FavouritesSnapshot {
  ids: ReadonlySet<number>;
  /** Product ids with a change on its way to the API. */
  pending: ReadonlySet<number>;
}

// One list per page load and per signed-in token, shared by every heart on the
// page, so a grid of cards costs one request rather than one per card.
let snapshot: FavouritesSnapshot = { ids: new Set(), pending: new Set() };
let loadedFor: string | null = null;
const listeners = new Set<() => void>();

function publish(next: Partial<FavouritesSnapshot>) {
  snapshot = { ...snapshot, ...next };
  for (const listener of listeners) listener();
}

function withId(set: ReadonlySet<number>, id: number, present: boolean): Set<number> {
  const next = new Set(set);
  if (present) next.add(id);
  else next.delete(id);
  return next;
}

export const favouritesStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },

  getSnapshot(): FavouritesSnapshot {
    return snapshot;
  },

  /** Loads the signed-in customer's favourites once; a new sign-in loads them again. */
  ensureLoaded(): void {
    const token = storage.get('token');
    if (!token || loadedFor === token) return;
    loadedFor = token;
    publish({ ids: new Set(), pending: new Set() });
    getFavourites().then(
      (items) => {
        if (loadedFor !== token) return;
        // A heart flipped while the list was loading keeps the customer's choice.
        let ids = new Set(items.map((item) => item.product.id));
        for (const id of snapshot.pending) ids = withId(ids, id, snapshot.ids.has(id));
        publish({ ids });
      },
      (error: unknown) => console.warn('Could not load favourites', error),
    );
  },

  /** Flips one product at once and tells the API; a refusal puts it back and rejects. */
  async toggle(productId: number): Promise<void> {
    if (snapshot.pending.has(productId)) return;
    const wasFavourite = snapshot.ids.has(productId);
    publish({
      ids: withId(snapshot.ids, productId, !wasFavourite),
      pending: withId(snapshot.pending, productId, true),
    });
    try {
      await (wasFavourite ? removeFavourite(productId) : addFavourite(productId));
      publish({ pending: withId(snapshot.pending, productId, false) });
    } catch (error) {
      publish({
        ids: withId(snapshot.ids, productId, wasFavourite),
        pending: withId(snapshot.pending, productId, false),
      });
      throw error;
    }
  },
};
