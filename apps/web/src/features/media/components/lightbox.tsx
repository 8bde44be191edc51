import { useRef, type KeyboardEvent } from 'react';
import type { MediaItem } from '@saathi/shared';
import { CloseIcon } from '../../../components/ui/icons';
import { useFocusTrap } from '../../../hooks/use-focus-trap';

interface LightboxProps {
  items: readonly MediaItem[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
}

const navButton =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full bg-white/90 px-4 text-sm font-semibold text-neutral-900 hover:bg-white';

/** One image at full size: Escape closes, the arrow keys move to the previous or next image. */
export function Lightbox({ items, index, onIndex, onClose }: LightboxProps) {
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, true, onClose);
  const item = items[index];
  const many = items.length > 1;
  const step = (delta: number) => onIndex((index + delta + items.length) % items.length);

  const onKeyDown = (event: KeyboardEvent) => {
    if (!many) return;
    if (event.key === 'ArrowLeft') step(-1);
    else if (event.key === 'ArrowRight') step(1);
  };

  if (!item) return null;
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center p-4">
      <div className="absolute inset-0 bg-neutral-950/85" aria-hidden="true" onClick={onClose} />
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-label={item.title}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className="relative flex max-h-[90vh] w-full max-w-4xl flex-col items-center gap-3"
      >
        <button
          type="button"
          onClick={onClose}
          aria-label="Close"
          className="inline-flex size-11 items-center justify-center self-end rounded-full bg-white/90 text-neutral-900 hover:bg-white"
        >
          <CloseIcon />
        </button>
        <img
          src={item.imageUrl}
          alt={item.title}
          width={item.width}
          height={item.height}
          className="max-h-[70vh] w-auto max-w-full rounded-lg bg-white object-contain"
        />
        <div className="text-center text-white">
          <p className="font-semibold">{item.title}</p>
          {item.caption ? <p className="mt-1 text-sm text-neutral-200">{item.caption}</p> : null}
          {many ? (
            <p className="mt-1 text-sm text-neutral-300">
              {index + 1} of {items.length}
            </p>
          ) : null}
        </div>
        {many ? (
          <div className="flex gap-3">
            <button type="button" className={navButton} onClick={() => step(-1)}>
              Previous
            </button>
            <button type="button" className={navButton} onClick={() => step(1)}>
              Next
            </button>
          </div>
        ) : null}
      </div>
    </div>
  );
}
