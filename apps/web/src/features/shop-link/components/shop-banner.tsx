import { useEffect, useState } from 'react';
import { SHOP_LINK_ATTRIBUTION_DAYS } from '@saathi/shared/constants';
import { Avatar } from '../../../components/ui/avatar';
import { CloseIcon } from '../../../components/ui/icons';
import { isApiError } from '../../../lib/http';
import { readShopLinkCode } from '../../../lib/shop-link-cookie';
import { getShopOwner, recordVisit, type ShopOwner } from '../api/shop-owner';
import { useShopLinkT } from '../messages';

/**
 * What the banner says: whose shop it is, or why a link in the address opened no one's (a key,
 * so the words follow a change of language).
 */
type Shown = { owner: ShopOwner } | { problem: 'shopLink.inactive' | 'shopLink.checkFailed' };

const HIDDEN_KEY = 'saathi.v1.shopBannerHidden';
// One visit a page load per link, however often the banner renders (a reload is a new visit,
// which the API counts once a day).
const visits = new Map<string, Promise<Shown>>();

const visit = (code: string) => {
  const key = code.toUpperCase();
  const known = visits.get(key);
  if (known) return known;
  const shown = recordVisit(code).then(
    (owner): Shown => ({ owner }),
    (error: unknown): Shown => ({
      problem:
        isApiError(error) && error.status >= 400 && error.status < 500
          ? 'shopLink.inactive'
          : 'shopLink.checkFailed',
    }),
  );
  visits.set(key, shown);
  return shown;
};

// A remembered link whose owner is no longer active is simply not shown.
const remembered = (code: string) =>
  getShopOwner(code).then(
    (owner): Shown | null => ({ owner }),
    () => null,
  );

const hiddenFor = () => {
  try {
    return sessionStorage.getItem(HIDDEN_KEY);
  } catch {
    return null;
  }
};

/**
 * "Shopping with Ravi Kumar", with their photo, on the shop's pages while a link is remembered;
 * hidden for the rest of the visit once dismissed (the link stays remembered).
 */
export default function ShopBanner({
  linkCode,
  isShown,
}: {
  linkCode: string | null;
  isShown: boolean;
}) {
  const t = useShopLinkT();
  const [shown, setShown] = useState<Shown | null>(null);
  const [hidden, setHidden] = useState(hiddenFor);

  useEffect(() => {
    let isCurrent = true;
    const code = linkCode ?? readShopLinkCode();
    const pending = linkCode ? visit(linkCode) : code ? remembered(code) : null;
    void pending?.then((next) => {
      if (isCurrent) setShown(next);
    });
    return () => {
      isCurrent = false;
    };
  }, [linkCode]);

  if (!shown || !isShown) return null;
  const key = 'owner' in shown ? shown.owner.referralCode : shown.problem;
  if (hidden === key) return null;
  const hide = () => {
    setHidden(key);
    try {
      sessionStorage.setItem(HIDDEN_KEY, key);
    } catch {
      // Without storage it stays hidden on this page only.
    }
  };

  return (
    <section
      aria-label={'owner' in shown ? t('shopLink.bannerLabel') : t('shopLink.linkLabel')}
      data-testid="shop-banner"
      className={`border-b ${'owner' in shown ? 'border-brand/20 bg-brand-soft' : 'border-amber-200 bg-amber-50'}`}
    >
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-2">
        {'owner' in shown ? (
          <>
            <Avatar imageUrl={shown.owner.imageUrl} name={shown.owner.name} size={40} />
            <p className="min-w-0 flex-1 text-sm text-neutral-800">
              <strong className="block font-semibold">
                {t('shopLink.shoppingWith', { name: shown.owner.name })}
              </strong>
              {t('shopLink.shoppingWithHint', { days: SHOP_LINK_ATTRIBUTION_DAYS })}
            </p>
          </>
        ) : (
          <p role="status" className="min-w-0 flex-1 text-sm text-neutral-800">
            {t(shown.problem)}
          </p>
        )}
        <button
          type="button"
          onClick={hide}
          aria-label={t('shopLink.dismiss')}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-neutral-600 hover:bg-white/60"
        >
          <CloseIcon />
        </button>
      </div>
    </section>
  );
}
