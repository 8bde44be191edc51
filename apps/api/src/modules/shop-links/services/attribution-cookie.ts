import { SHOP_LINK_ATTRIBUTION_DAYS, SHOP_LINK_COOKIE } from '@saathi/shared';

// The two first-party cookies of a shop link (decision 0120). `saathi_ref` holds the referral
// code of the last link followed, for 30 days: the page reads it to show whose shop it is, and
// the API checks the code again whenever an account is made. `saathi_ref_seen` (httpOnly) holds
// the Indian day and the links already counted on it, so a browser counts once a day per link.

export const SEEN_COOKIE = 'saathi_ref_seen';
export const ATTRIBUTION_MAX_AGE_SECONDS = SHOP_LINK_ATTRIBUTION_DAYS * 24 * 60 * 60;
/** More links than this in a day from one browser are not worth remembering one by one. */
const SEEN_CODES_MAX = 20;
const IST_OFFSET_MS = 330 * 60_000;

type Cookies = Record<string, string | undefined>;

/** The referral code a browser's attribution cookie names, unchecked (the caller checks it). */
export function shopLinkCodeFrom(cookies: Cookies) {
  const code = cookies[SHOP_LINK_COOKIE]?.trim();
  return code ? code.toUpperCase() : undefined;
}

/** An Indian date (YYYY-MM-DD) and the moment it ends. */
export function indianDayOf(now: Date) {
  const day = new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
  const endsAt = new Date(Date.parse(`${day}T00:00:00Z`) + 24 * 60 * 60 * 1000 - IST_OFFSET_MS);
  return { day, endsAt };
}

/** The links this browser was already counted for today. */
export function codesSeenOn(cookies: Cookies, day: string) {
  const [seenDay, codes = ''] = (cookies[SEEN_COOKIE] ?? '').split(':');
  return seenDay === day ? codes.split(',').filter(Boolean) : [];
}

export const seenValue = (day: string, codes: string[]) =>
  `${day}:${codes.slice(-SEEN_CODES_MAX).join(',')}`;
