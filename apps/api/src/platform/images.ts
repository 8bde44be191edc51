import { sharpOf } from './sharp';
import { AppError } from './errors';

export type ImageKind = 'jpeg' | 'png' | 'webp' | 'avif';

/** The file's real type from its first bytes; the name and the declared type are ignored. */
export function sniffImage(bytes: Buffer): ImageKind | null {
  if (bytes.length < 12) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (bytes.toString('ascii', 0, 4) === 'RIFF' && bytes.toString('ascii', 8, 12) === 'WEBP')
    return 'webp';
  if (bytes.toString('ascii', 4, 8) === 'ftyp' && /^avi[fs]$/.test(bytes.toString('ascii', 8, 12)))
    return 'avif';
  return null;
}

const unsupported = (allowed: readonly ImageKind[]) =>
  new AppError(
    'UNSUPPORTED_MEDIA_TYPE',
    `Please choose a ${allowed.map((kind) => kind.toUpperCase()).join(', ')} image.`,
  );

/**
 * Re-encodes an image to WebP at a fixed size. Decoding and re-encoding strips metadata and
 * anything a polyglot file hid; a file that only claims to be an image fails here.
 */
export async function toWebp(options: {
  bytes: Buffer;
  allowed: readonly ImageKind[];
  width: number;
  height: number;
  fit: 'cover' | 'inside';
}) {
  const kind = sniffImage(options.bytes);
  if (!kind || !options.allowed.includes(kind)) throw unsupported(options.allowed);
  try {
    return await (
      await sharpOf(options.bytes, { limitInputPixels: 40_000_000, failOn: 'error' })
    )
      .rotate()
      .resize(options.width, options.height, {
        fit: options.fit,
        withoutEnlargement: options.fit === 'inside',
      })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw unsupported(options.allowed);
  }
}
