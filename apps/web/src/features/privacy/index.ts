// Privacy and data (issue 30): the account page of consents, the data download and requests, and
// the console's queue of data requests; its pages are lazy routes in app/.
export { privacyKeys } from './query-keys';
export { CollectionNotice } from './components/collection-notice';
