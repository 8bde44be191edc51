import { lazy, Suspense, useState } from 'react';
import { SHOP_LINK_QUERY } from '@saathi/shared/constants';
import { ROUTES } from '@saathi/shared/routes';
import { Button } from '../../../components/ui/button';
import { useSession } from '../../auth';
import { useShopLinkT } from '../messages';

// The dialog (its focus trap, links and QR code) loads when the button is pointed at, focused or
// pressed, not with the product page: it is not on the page's first screen (decision 0188).
const loadDialog = () => import('./share-product-dialog');
const ShareProductDialog = lazy(loadDialog);

/**
 * "Share" on a product page: the product's link — with the associate's referral code when an
 * associate shares it, so whoever opens it shops in their shop — to copy, send by WhatsApp or
 * show as a QR code.
 */
export default function ShareProductButton({
  productId,
  name,
}: {
  productId: number;
  name: string;
}) {
  const t = useShopLinkT();
  const { associate } = useSession();
  const [isOpen, setOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  const path = ROUTES.productDetails(productId);
  const query = associate
    ? `?${SHOP_LINK_QUERY}=${encodeURIComponent(associate.referralCode)}`
    : '';
  const link = `${window.location.origin}${path}${query}`;
  return (
    <>
      <Button
        variant="secondary"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setHasOpened(true);
          setOpen(true);
        }}
        className="border-neutral-300"
      >
        {t('shopLink.share')}
      </Button>
      {hasOpened && (
        <Suspense fallback={null}>
          <ShareProductDialog
            isOpen={isOpen}
            onClose={() => setOpen(false)}
            link={link}
            productId={productId}
            name={name}
          />
        </Suspense>
      )}
    </>
  );
}
