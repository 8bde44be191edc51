import { useState } from 'react';
import type { MediaItem } from '@saathi/shared';
import { useMediaT } from '../messages';
import { Lightbox } from './lightbox';

/** Thumbnails (size set, loaded lazily) that open the lightbox. */
export function MediaGrid({ items }: { items: readonly MediaItem[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const t = useMediaT();
  return (
    <>
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        {items.map((item, index) => (
          <li key={item.id}>
            <button
              type="button"
              onClick={() => setOpen(index)}
              aria-label={t('media.openImage', { title: item.title })}
              className="group block w-full overflow-hidden rounded-xl border border-neutral-200 bg-white text-left hover:border-brand"
            >
              <img
                src={item.thumbUrl}
                alt=""
                width={item.width}
                height={item.height}
                loading="lazy"
                decoding="async"
                className="aspect-[4/3] h-auto w-full bg-neutral-100 object-cover"
              />
              {/* The company's own title for the image, in English. */}
              <span lang="en" className="block p-3 text-sm font-semibold text-neutral-900">
                {item.title}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {open !== null ? (
        <Lightbox items={items} index={open} onIndex={setOpen} onClose={() => setOpen(null)} />
      ) : null}
    </>
  );
}
