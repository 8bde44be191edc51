// Builders of the API's answers for web tests, typed by the shared schemas: each gives a whole,
// valid value and takes only what a test cares about as overrides. They know no feature (the
// test harness that renders the app is test/).
export { buildAddress } from './build-address';
export {
  buildBrand,
  buildCategory,
  buildImage,
  buildProduct,
  buildProductDetail,
  buildProductVariant,
} from './build-catalogue';
export { buildAdminOrder, buildCartItem, buildCheckoutSummary, buildOrder } from './build-order';
export { buildUser } from './build-user';
