/** Addresses: the signed-in user's delivery addresses (at most 20, one default). */
export { addressRoutes } from './routes';
export { createAddress, getAddress, listAddresses } from './service';
