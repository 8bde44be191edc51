import { Dialog, DialogDismiss, FocusTrapRegion } from '@ariakit/react';
import type { KeyboardEvent } from 'react';
import type { MediaItem } from '@saathi/shared';
import { CloseIcon } from '../../../components/ui/icons';
import { useShellT } from '../../../lib/i18n/shell';
import { useMediaT } from '../messages';

interface LightboxProps {
  items: readonly MediaItem[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
}

const navButton =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full bg-white/90 px-4 text-sm font-semibold text-neutral-900 hover:bg-white';

/**
 * One image at full size in a modal dialog (Ariakit): Escape closes, the arrow keys move to the
 * previous or next image.
 */
export function Lightbox({ items, index, onIndex, onClose }: LightboxProps) {
  const item = items[index];
  const t = useMediaT();
  const shellT = useShellT();
  const many = items.length > 1;
  const step = (delta: number) => onIndex((index + delta + items.length) % items.length);

  const onKeyDown = (event: KeyboardEvent) => {
    if (!many) return;
    if (event.key === 'ArrowLeft') step(-1);
    else if (event.key === 'ArrowRight') step(1);
  };

  if (!item) return null;
  return (
    <Dialog
      open
      onClose={onClose}
      aria-label={item.title}
      onKeyDown={onKeyDown}
      backdrop={<div className="bg-neutral-950/85" />}
      className="fixed inset-4 z-50 m-auto h-fit max-h-[90vh] max-w-4xl"
    >
      <FocusTrapRegion enabled className="flex flex-col items-center gap-3">
        <DialogDismiss
          aria-label={shellT('shell.close')}
          className="inline-flex size-11 items-center justify-center self-end rounded-full bg-white/90 text-neutral-900 hover:bg-white"
        >
          <CloseIcon />
        </DialogDismiss>
        <img
          src={item.imageUrl}
          alt={item.title}
          width={item.width}
          height={item.height}
          className="max-h-[70vh] w-auto max-w-full rounded-lg bg-white object-contain"
        />
        <div className="text-center text-white">
          {/* The image's title and caption are the company's, in English. */}
          <div lang="en">
            <p className="font-semibold">{item.title}</p>
            {item.caption ? <p className="mt-1 text-sm text-neutral-200">{item.caption}</p> : null}
          </div>
          {many ? (
            <p className="mt-1 text-sm text-neutral-300">
              {t('media.imageOf', { index: index + 1, count: items.length })}
            </p>
          ) : null}
        </div>
        {many ? (
          <div className="flex gap-3">
            <button type="button" className={navButton} onClick={() => step(-1)}>
              {shellT('shell.previous')}
            </button>
            <button type="button" className={navButton} onClick={() => step(1)}>
              {shellT('shell.next')}
            </button>
          </div>
        ) : null}
      </FocusTrapRegion>
    </Dialog>
  );
}
