import { lazy, Suspense, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { SHOP_LINK_QUERY } from '@saathi/shared/constants';
import { readShopLinkCode } from '../../../lib/shop-link-cookie';

// Only visitors who came through a shop link load what a visit needs (the first-load budget,
// decision 0104).
const ShopBanner = lazy(() => import('./shop-banner'));

const SHOP_PATH = /^\/s\/([^/]+)\/?$/i;

/** The referral code a page's address carries: /s/{code}, or ?ref= on any page. */
export function linkCodeOf(pathname: string, search: string) {
  const code = SHOP_PATH.exec(pathname)?.[1] ?? new URLSearchParams(search).get(SHOP_LINK_QUERY);
  return code?.trim() || null;
}

/**
 * Above every shop page: a link in the address is recorded as a visit (the API remembers it in
 * its cookie), and while a link is remembered the page says whose shop it is.
 */
export function ShopAttribution({ isBannerShown }: { isBannerShown: boolean }) {
  const [pathname] = useLocation();
  const code = linkCodeOf(pathname, useSearch());
  // Kept once seen: /s/{code} moves on to the shop before the visit is recorded.
  const [linkCode, setLinkCode] = useState(code);
  if (code && code !== linkCode) setLinkCode(code);
  const [isRemembered] = useState(() => readShopLinkCode() !== null);
  if (!linkCode && !isRemembered) return null;
  return (
    <Suspense fallback={null}>
      <ShopBanner linkCode={linkCode} isShown={isBannerShown} />
    </Suspense>
  );
}
