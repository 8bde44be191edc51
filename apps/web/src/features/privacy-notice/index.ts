// The privacy notice at the collection points (issue 30, decision 0143): the itemised notice and
// the consent a form sends, used by sign-up, registration, KYC, the lead form and checkout; and
// the public page of the full notice (a lazy route in app/). Imports no other feature, so the
// sign-up forms (auth) and the account's privacy page (privacy) can both use it.
export { CollectionNotice, type MarketingChoice } from './components/collection-notice';
export { noticeKeys, usePrivacyNotice } from './api';
export { useCollectionConsent } from './use-collection-consent';
