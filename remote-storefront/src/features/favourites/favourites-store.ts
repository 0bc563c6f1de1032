import { storage } from '@storefront/shared';
import { addFavourite } from './api/add-favourite';
import { getFavourites } from './api/get-favourites';
import { removeFavourite } from './api/remove-favourite';

export interface FavouritesSnapshot {
  ids: ReadonlySet<number>;
  /** Product ids with a change on its way to the API. */
  pending: ReadonlySet<number>;
}

// One list per visited page and signed-in token, shared by every heart on the
// page, so a grid of cards costs one request rather than one per card, and a
// change made elsewhere (My Favs in the dashboard) shows on the next page.
const NONE: FavouritesSnapshot = { ids: new Set(), pending: new Set() };
let snapshot: FavouritesSnapshot = NONE;
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

  /** A page rendered on the server is drawn signed out: no hearts are filled. */
  getServerSnapshot(): FavouritesSnapshot {
    return NONE;
  },

  /**
   * Loads the signed-in customer's favourites once per visit (the router's
   * location key); a new sign-in or another page loads them again.
   */
  ensureLoaded(visit: string): void {
    const token = storage.get('token');
    const key = token && `${token} ${visit}`;
    if (!token || loadedFor === key) return;
    const sameCustomer = loadedFor?.startsWith(`${token} `) ?? false;
    loadedFor = key;
    // The same customer's hearts stay as they are until the fresh list arrives, so nothing flickers.
    if (!sameCustomer) publish({ ids: new Set(), pending: new Set() });
    getFavourites().then(
      (items) => {
        if (loadedFor !== key) return;
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
