import { Button, buttonClass } from '../../../components/ui/button';
import { copyText } from '../../../components/ui/copy-button';
import { useShopLinkT } from '../messages';
import { QrCode } from './qr-code';

/** WhatsApp's own share link: it opens the app (or WhatsApp Web) with the message typed. */
export const whatsAppHref = (message: string) =>
  `https://wa.me/?text=${encodeURIComponent(message)}`;

/** A link to pass on: copied, sent through WhatsApp with a ready message, or as a QR code. */
export function ShareLinks({
  link,
  message,
  qrFileName,
}: {
  link: string;
  message: string;
  qrFileName: string;
}) {
  const t = useShopLinkT();
  return (
    <div className="space-y-4">
      <p
        className="rounded-xl bg-neutral-50 p-3 font-semibold break-all text-neutral-900"
        data-testid="share-link"
      >
        {link}
      </p>
      <div className="flex flex-wrap gap-3">
        <Button
          variant="secondary"
          onClick={() => void copyText(link, t('shopLink.copied'), t('shopLink.copyFailed'))}
        >
          {t('shopLink.copyLink')}
        </Button>
        <a
          href={whatsAppHref(message)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass('secondary')}
        >
          {t('shopLink.whatsApp')}
        </a>
      </div>
      <QrCode value={link} fileName={qrFileName} />
    </div>
  );
}
