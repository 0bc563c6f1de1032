import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createFavouritesService, type FavouritesService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The signed-in customer's favourite products. */
    favourites: FavouritesService;
  }
}

/** The favourites module: its service on `app.favourites`. */
async function favouritesModule(app: FastifyInstance) {
  app.decorate('favourites', createFavouritesService({ db: app.db }));
}

export default fp(favouritesModule, { name: 'favourites', dependencies: ['database'] });
export { favouriteRoutes } from './routes';
