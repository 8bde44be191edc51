/**
 * Shop links: an associate's own shop (issue 31, decision 0120) — visits through /s/{code} and
 * ?ref= counted once a browser a day, the accounts made through a link, and the figures the
 * associate sees. Uses associates (whose link), orders and business-values (the sales and their
 * BV) and users. Making an account under a link is a step of the sign-up flows
 * (flows/refer-new-account.ts).
 */
export { shopLinkCodeFrom } from './services/attribution-cookie';
export { recordShopLinkSignUp } from './services/shop-sign-ups';
export { getShopLinkFigures } from './services/shop-link-figures';
