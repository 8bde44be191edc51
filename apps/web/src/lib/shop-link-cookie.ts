import { SHOP_LINK_COOKIE } from '@saathi/shared/constants';

/**
 * The referral code of the shop link this browser came through, from the first-party cookie the
 * API set (decision 0120); null without one. The API checks the code again whenever it uses it.
 */
export function readShopLinkCode(): string | null {
  const prefix = `${SHOP_LINK_COOKIE}=`;
  const pair = document.cookie.split('; ').find((cookie) => cookie.startsWith(prefix));
  if (!pair) return null;
  try {
    return decodeURIComponent(pair.slice(prefix.length)) || null;
  } catch {
    return null;
  }
}
