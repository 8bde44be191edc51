/** Addresses: the signed-in user's delivery addresses (at most 20, one default). */
export { createAddress, getAddress, listAddresses } from './services/addresses';
export { eraseAddresses } from './services/erase-addresses';
