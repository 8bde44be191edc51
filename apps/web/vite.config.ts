import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compression } from 'vite-plugin-compression2';
import { compiledCatalogues } from './vite-catalogue-plugin.ts';
// A relative import: Vite bundles the config, but leaves workspace packages (TypeScript source) to
// Node, which cannot load .ts files.
import { API_PATH_PREFIXES } from '../../packages/shared/src/constants.ts';

const apiDevUrl = process.env.API_DEV_URL ?? 'http://127.0.0.1:3001';

// Every API prefix goes to the API in development, so the SPA and the API share one origin as in
// production (ARCHITECTURE decision 1). The pattern stops at the segment end: `/address` (a page)
// is not `/addresses` (the API).
const escape = (prefix: string) => prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const proxy = Object.fromEntries(
  API_PATH_PREFIXES.map((prefix) => [
    `^/${escape(prefix)}(?:/|\\?|$)`,
    { target: apiDevUrl, changeOrigin: false },
  ]),
);

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // The message catalogues compiled at build time, English by screen area (decision 0118).
    compiledCatalogues(),
    // Brotli and gzip copies beside the text assets, sent by the API's static files in place of
    // the original to browsers that accept them (platform/spa.ts, decision 0105).
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(js|css|html|svg|json)$/,
      threshold: 1024,
    }),
  ],
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Every module the entry imports statically, in the entry's chunk: the first render is
        // one script rather than nine small ones shared with lazy chunks (decision 0105).
        codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] },
      },
    },
  },
});
