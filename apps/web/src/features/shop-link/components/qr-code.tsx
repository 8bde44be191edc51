import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { saveBlob } from '../../../lib/download';
import { useShopLinkT } from '../messages';

/** Dark modules of a QR code, true for dark; with a quiet border of light ones. */
type Modules = boolean[][];

// The encoder (uqr: no dependencies, decision 0120) loads when a QR code is first shown, so no
// page's first load carries it.
const encode = (value: string) =>
  import('uqr').then(({ encode }) => encode(value, { ecc: 'M', border: 2 }).data);

/** One SVG path of the dark modules, one unit each. */
const pathOf = (modules: Modules) =>
  modules
    .flatMap((row, y) => row.map((isDark, x) => (isDark ? `M${x} ${y}h1v1h-1z` : '')))
    .join('');

const PNG_MODULE_PIXELS = 12;

/** The code drawn on a canvas, as a PNG a person can print or forward. */
function savePng(modules: Modules, fileName: string) {
  const size = modules.length * PNG_MODULE_PIXELS;
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) return;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size, size);
  context.fillStyle = '#000000';
  modules.forEach((row, y) =>
    row.forEach((isDark, x) => {
      if (isDark) {
        context.fillRect(
          x * PNG_MODULE_PIXELS,
          y * PNG_MODULE_PIXELS,
          PNG_MODULE_PIXELS,
          PNG_MODULE_PIXELS,
        );
      }
    }),
  );
  canvas.toBlob((blob) => {
    if (blob) saveBlob(blob, fileName);
  }, 'image/png');
}

/** A QR code of a link, and a button that downloads it as a PNG. */
export function QrCode({ value, fileName }: { value: string; fileName: string }) {
  const t = useShopLinkT();
  const [encoded, setEncoded] = useState<{ value: string; modules: Modules } | null>(null);

  useEffect(() => {
    let isCurrent = true;
    void encode(value).then((modules) => {
      if (isCurrent) setEncoded({ value, modules });
    });
    return () => {
      isCurrent = false;
    };
  }, [value]);

  const modules = encoded?.value === value ? encoded.modules : null;
  return (
    <div className="flex flex-col items-center gap-3">
      {modules ? (
        <svg
          role="img"
          aria-label={t('shopLink.qrAlt', { link: value })}
          viewBox={`0 0 ${modules.length} ${modules.length}`}
          width="176"
          height="176"
          shapeRendering="crispEdges"
          className="rounded-lg border border-neutral-200 bg-white"
          data-testid="qr-code"
        >
          <path d={pathOf(modules)} fill="#000" />
        </svg>
      ) : (
        <Skeleton className="size-44" />
      )}
      <Button
        variant="secondary"
        disabled={!modules}
        onClick={() => modules && savePng(modules, fileName)}
      >
        {t('shopLink.downloadQr')}
      </Button>
    </div>
  );
}
