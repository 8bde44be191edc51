import { useEffect, useMemo } from 'react';
import { IMAGE_TEXTS } from '@saathi/shared';
import { IMAGE_UPLOAD_LIMIT_BYTES } from '@saathi/shared/constants';

export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'];

/** Why a chosen image cannot be uploaded (its type or its size), if it cannot. */
export function imageProblem(file: File): string | undefined {
  if (!ACCEPTED_IMAGE_TYPES.includes(file.type)) return IMAGE_TEXTS.type;
  if (file.size > IMAGE_UPLOAD_LIMIT_BYTES) return IMAGE_TEXTS.size;
  return undefined;
}

/**
 * A temporary URL showing the chosen file (or an image fetched with the token), released when
 * the file changes or the component goes.
 */
export function useImagePreview(file: Blob | null | undefined): string | null {
  const url = useMemo(
    () => (file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null),
    [file],
  );
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}
