import { Modal } from '../../../components/ui/modal';
import { useCompanySettings } from '../../company';
import { useShopLinkT } from '../messages';
import { ShareLinks } from './share-links';

/** The share button's dialog: the product's link to copy, send by WhatsApp or show as a QR code. */
export default function ShareProductDialog({
  isOpen,
  onClose,
  link,
  productId,
  name,
}: {
  isOpen: boolean;
  onClose: () => void;
  link: string;
  productId: number;
  name: string;
}) {
  const t = useShopLinkT();
  const company = useCompanySettings();
  return (
    <Modal open={isOpen} onClose={onClose} title={t('shopLink.shareTitle')}>
      <ShareLinks
        link={link}
        message={t('shopLink.productMessage', { product: name, company: company.name, link })}
        qrFileName={`product-${productId}-qr.png`}
      />
    </Modal>
  );
}
