// Business values: the BV page (its route page is loaded by the app) and the panel the admin
// console's associate page reuses for any user.
export { BusinessValuesPanel } from './components/business-values-panel';
