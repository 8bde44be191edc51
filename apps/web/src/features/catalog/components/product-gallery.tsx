import { useState } from 'react';
import type { ProductDetail } from '../api/types';
import { useShopT } from '../messages';

/** The main image (full size) and thumbnails that switch it. */
export function ProductGallery({
  name,
  images,
}: {
  name: string;
  images: ProductDetail['images'];
}) {
  const t = useShopT();
  const [index, setIndex] = useState(0);
  const current = images[Math.min(index, images.length - 1)];
  return (
    <div>
      <div className="aspect-square overflow-hidden rounded-xl bg-neutral-100">
        {current ? (
          <img
            src={current.full}
            alt={name}
            width={800}
            height={800}
            className="size-full object-contain"
            data-testid="gallery-main"
          />
        ) : null}
      </div>
      {images.length > 1 ? (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label={t('shop.productImages')}>
          {images.map((image, i) => (
            <li key={`${image.thumb}-${i}`}>
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-pressed={i === index}
                aria-label={t('shop.showImage', { number: i + 1, count: images.length })}
                className={`size-16 overflow-hidden rounded-lg border-2 ${
                  i === index ? 'border-brand' : 'border-neutral-200'
                }`}
              >
                <img
                  src={image.thumb}
                  alt=""
                  width={64}
                  height={64}
                  loading="lazy"
                  className="size-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
