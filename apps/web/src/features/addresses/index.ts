// The addresses feature's public face: its query keys, for code that changes addresses (checkout
// will). The app's router loads its page (pages/*).
export { addressKeys } from './api/query-keys';
