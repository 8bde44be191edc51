import { useState } from 'react';
import { SHOP_LINK_QUERY } from '@saathi/shared/constants';
import { ROUTES } from '@saathi/shared/routes';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { useSession } from '../../auth';
import { useCompanySettings } from '../../company';
import { useShopLinkT } from '../messages';
import { ShareLinks } from './share-links';

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
  const company = useCompanySettings();
  const [isOpen, setOpen] = useState(false);
  const path = ROUTES.productDetails(productId);
  const query = associate
    ? `?${SHOP_LINK_QUERY}=${encodeURIComponent(associate.referralCode)}`
    : '';
  const link = `${window.location.origin}${path}${query}`;
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} className="border-neutral-300">
        {t('shopLink.share')}
      </Button>
      <Modal open={isOpen} onClose={() => setOpen(false)} title={t('shopLink.shareTitle')}>
        <ShareLinks
          link={link}
          message={t('shopLink.productMessage', { product: name, company: company.name, link })}
          qrFileName={`product-${productId}-qr.png`}
        />
      </Modal>
    </>
  );
}
