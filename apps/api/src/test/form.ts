import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';

export type FormValue = string | { file: Buffer; filename?: string; type?: string };

/** A multipart body for inject(); repeat a name by giving an array. */
export function multipartForm(fields: Record<string, FormValue | FormValue[]>) {
  const boundary = `----saathi-catalog-${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (typeof item === 'string') {
        chunks.push(
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${item}\r\n`,
          ),
        );
      } else {
        chunks.push(
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${item.filename ?? 'photo.png'}"\r\nContent-Type: ${item.type ?? 'image/png'}\r\n\r\n`,
          ),
          item.file,
          Buffer.from('\r\n'),
        );
      }
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Sends a multipart form through inject() with the given headers (a sign-in's auth). */
export function injectForm(
  app: FastifyInstance,
  method: 'POST' | 'PUT' | 'PATCH',
  url: string,
  fields: Record<string, FormValue | FormValue[]>,
  headers: Record<string, string>,
) {
  const form = multipartForm(fields);
  return app.inject({
    method,
    url,
    payload: form.payload,
    headers: { ...headers, ...form.headers },
  });
}

const cache = new Map<string, Buffer>();

/** A small solid PNG (cached per colour). */
export async function pngImage(colour = '#c2410c', size = 64) {
  const key = `${colour}-${size}`;
  if (!cache.has(key)) {
    cache.set(
      key,
      await sharp({ create: { width: size, height: size, channels: 3, background: colour } })
        .png()
        .toBuffer(),
    );
  }
  return cache.get(key)!;
}

export const image = async (colour?: string) => ({ file: await pngImage(colour) });
