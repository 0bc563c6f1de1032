import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createAddressesService, type AddressesService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The signed-in customer's address book (`app.addresses` is Fastify's own: where it listens). */
    addressBook: AddressesService;
  }
}

/** The addresses module: its service on `app.addressBook`. */
async function addressesModule(app: FastifyInstance) {
  app.decorate('addressBook', createAddressesService({ db: app.db }));
}

export default fp(addressesModule, { name: 'addresses', dependencies: ['database'] });
export { addressRoutes } from './routes';
