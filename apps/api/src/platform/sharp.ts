import type { Sharp, SharpOptions } from 'sharp';

/**
 * sharp (libvips) for the few requests that draw or resize a picture: it loads with the first of
 * them, not with every process, where it held about 30 MB of every process's memory (decision 0189).
 */
export async function sharpOf(input: Buffer, options?: SharpOptions): Promise<Sharp> {
  const { default: sharp } = await import('sharp');
  return sharp(input, options);
}
