// The catalogue's parts of other features' console screens, apart from index.ts: the shop's
// pages import that face, and this one brings the combobox library (decision 0105).
export { ProductPicker, type PickedProduct } from './admin/components/stock/product-picker';
