// The addresses feature's public face: its page loads through the app's router (pages/*); the
// checkout picks from the same address book and adds to it with the same form.
export { useAddresses } from './api/get-addresses';
export { createAddress } from './api/create-address';
export { AddressForm } from './components/address-form';
export { emptyAddressValues } from './components/address-form-values';
export { getDeliveryAddressId, setDeliveryAddressId } from './delivery-address';
export { addressKeys } from './query-keys';
export { useAddressesT } from './messages';
