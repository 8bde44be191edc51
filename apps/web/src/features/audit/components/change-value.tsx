interface ImageValue {
  thumb: string;
}

const isImage = (item: unknown): item is ImageValue =>
  typeof item === 'object' && item !== null && typeof (item as ImageValue).thumb === 'string';

/** The recorded value as JSON, when it is JSON (lists and objects are stored as JSON text). */
function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * One side of a change, readable: a list of images (a product's) as their count and thumbnails,
 * a list of words (sizes) as the words; anything else as recorded.
 */
export function ChangeValue({ text }: { text: string | null }) {
  if (text === null) return '—';
  const value = parsed(text);
  if (!Array.isArray(value)) return text;
  if (value.length > 0 && value.every(isImage)) {
    return (
      <span className="inline-flex flex-wrap items-center gap-1 align-middle">
        {value.length === 1 ? '1 image' : `${value.length} images`}
        {value.map((image, index) => (
          <img
            key={`${image.thumb}-${index}`}
            src={image.thumb}
            alt=""
            loading="lazy"
            className="size-10 rounded border border-neutral-200 object-cover"
          />
        ))}
      </span>
    );
  }
  if (value.every((item) => typeof item === 'string' || typeof item === 'number')) {
    return value.length ? value.join(', ') : 'none';
  }
  return text;
}
