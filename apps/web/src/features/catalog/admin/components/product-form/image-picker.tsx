import { useEffect, useRef, useState, type ChangeEvent, type Ref } from 'react';
import { PRODUCT_IMAGES_MAX } from '@saathi/shared';
import { Button } from '../../../../../components/ui/button';
import { TextField } from '../../../../../components/ui/text-field';
import { ACCEPTED_IMAGE_TYPES } from '../../../../../hooks/use-image-preview';
import { useConsoleCatalogT } from '../../catalog-messages';
import { imageFileProblem, type NewImage, type ProductImages } from './product-form-values';

const previewOf = (file: File) =>
  typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
const release = (image: NewImage) => {
  if (image.previewUrl) URL.revokeObjectURL(image.previewUrl);
};

interface ImagePickerProps {
  productName: string;
  value: ProductImages;
  onChange: (images: ProductImages) => void;
  error?: string;
  /** The file box, for a form to focus when its message shows. */
  ref?: Ref<HTMLInputElement>;
}

function Thumbnail({
  src,
  alt,
  position,
  onRemove,
}: {
  src: string | null;
  alt: string;
  position: number;
  onRemove: () => void;
}) {
  const t = useConsoleCatalogT();
  return (
    <li className="flex flex-col gap-1 rounded-lg border border-neutral-200 bg-white p-2">
      <div className="flex aspect-square items-center justify-center overflow-hidden rounded-md bg-neutral-100">
        {src ? (
          <img
            src={src}
            alt={alt}
            width={160}
            height={160}
            className="h-full w-full object-cover"
          />
        ) : (
          <span className="p-2 text-center text-xs break-all text-neutral-600">{alt}</span>
        )}
      </div>
      {position === 1 ? (
        <span className="text-xs font-semibold text-neutral-700">
          {t('consoleCatalog.mainImage')}
        </span>
      ) : null}
      <Button
        variant="secondary"
        aria-label={t('consoleCatalog.removeImage', { number: position })}
        onClick={onRemove}
        className="w-full"
      >
        {t('consoleCatalog.remove')}
      </Button>
    </li>
  );
}

/**
 * The product's images: the saved ones kept, then the new files (sent in that order; the first
 * is the main image). New files show a preview; wrong types, large files and a ninth image are
 * refused with a message.
 */
export function ImagePicker({ productName, value, onChange, error, ref }: ImagePickerProps) {
  const { existing, added } = value;
  const [problem, setProblem] = useState<string | null>(null);
  const t = useConsoleCatalogT();
  // A new key empties the file input, so the same file can be chosen again after a removal.
  const [inputKey, setInputKey] = useState(0);
  const total = existing.length + added.length;

  // Previews still shown when the form goes (a save, leaving the page) are released then.
  const current = useRef(added);
  useEffect(() => {
    current.current = added;
  }, [added]);
  useEffect(() => () => current.current.forEach(release), []);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    setInputKey((key) => key + 1);
    const problems = files.flatMap((file) => {
      const kind = imageFileProblem(file);
      if (!kind) return [];
      const key = kind === 'type' ? 'consoleCatalog.notAnImage' : 'consoleCatalog.imageTooLarge';
      return [t(key, { name: file.name })];
    });
    const room = PRODUCT_IMAGES_MAX - total;
    const fitting = files.filter((file) => !imageFileProblem(file)).slice(0, Math.max(0, room));
    const left = files.length - problems.length - fitting.length;
    if (left > 0) {
      problems.push(t('consoleCatalog.imagesNotAdded', { max: PRODUCT_IMAGES_MAX, count: left }));
    }
    setProblem(problems.length ? problems.join('. ') : null);
    if (fitting.length === 0) return;
    onChange({
      existing,
      added: [...added, ...fitting.map((file) => ({ file, previewUrl: previewOf(file) }))],
    });
  };

  const removeExisting = (index: number) => {
    setProblem(null);
    onChange({ existing: existing.filter((_, i) => i !== index), added });
  };
  const removeAdded = (index: number) => {
    setProblem(null);
    release(added[index]!);
    onChange({ existing, added: added.filter((_, i) => i !== index) });
  };

  const full = total >= PRODUCT_IMAGES_MAX;
  return (
    <div className="space-y-3">
      {total > 0 ? (
        <ul
          aria-label={t('consoleCatalog.chosenImages')}
          className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-5"
        >
          {existing.map((url, index) => (
            <Thumbnail
              key={url}
              src={url}
              alt={t('consoleCatalog.imageAlt', {
                name: productName || t('consoleCatalog.product'),
                number: index + 1,
              })}
              position={index + 1}
              onRemove={() => removeExisting(index)}
            />
          ))}
          {added.map((image, index) => (
            <Thumbnail
              key={image.previewUrl ?? `${image.file.name}-${index}`}
              src={image.previewUrl}
              alt={t('consoleCatalog.newImageAlt', { name: image.file.name })}
              position={existing.length + index + 1}
              onRemove={() => removeAdded(index)}
            />
          ))}
        </ul>
      ) : null}
      <TextField
        key={inputKey}
        ref={ref}
        label={t('consoleCatalog.productImages')}
        type="file"
        multiple
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        disabled={full}
        onChange={choose}
        hint={
          full
            ? t('consoleCatalog.imagesFull', { max: PRODUCT_IMAGES_MAX })
            : t('consoleCatalog.imagesHint', { max: PRODUCT_IMAGES_MAX })
        }
        error={problem ?? error}
      />
    </div>
  );
}
