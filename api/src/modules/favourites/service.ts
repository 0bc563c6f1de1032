import type { Database } from '../../db/database';
import { favouritesRepository as repository } from './repository';

/** A deleted account's favourites, gone in the deletion's transaction. */
export function forgetFavouritesOf(tx: Database, userId: string): Promise<void> {
  return repository.deleteAllOf(tx, userId);
}

/** A customer's favourite products: only products on sale can be added, and adding twice is fine. */
export function createFavouritesService({ db }: { db: Database }) {
  return {
    /** Newest first; a product no longer on sale is left out (and comes back if it returns). */
    list: (userId: string) => repository.list(db, userId),
    /** False when the product does not exist or is not on sale. */
    add: (userId: string, productId: number) => repository.add(db, userId, productId),
    /** Nothing happens when it is not there. */
    remove: (userId: string, productId: number) => repository.remove(db, userId, productId),
  };
}

export type FavouritesService = ReturnType<typeof createFavouritesService>;
