import type { Plugin } from 'vite';

/**
 * A page's address and its module. The address covers the ones below it too (`/products` is also
 * `/products/skin-care`; `/product-details-page/` every product's).
 */
export type PreloadedPage = [path: string, module: string];

/**
 * `page-preloads.json` beside index.html: for each page given, the script files its lazy chunk
 * needs (its own and every chunk it imports, not the entry's), which the API sends as
 * `rel=modulepreload` links with the page's HTML (platform/spa.ts, decision 0186). The browser
 * then fetches them beside the entry script instead of after it has run.
 */
export function pagePreloads(
  pages: readonly PreloadedPage[],
  alwaysWith: readonly string[],
): Plugin {
  return {
    name: 'page-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item] : []));
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const chunkOf = (module: string) => {
        const found = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(`/${module}`));
        if (!found) this.error(`page-preloads: no chunk for ${module}`);
        return found;
      };
      const filesOf = (module: string, into: Set<string>) => {
        const visit = (fileName: string) => {
          const chunk = byFile.get(fileName);
          if (!chunk || chunk.isEntry || into.has(fileName)) return;
          into.add(fileName);
          chunk.imports.forEach(visit);
        };
        visit(chunkOf(module).fileName);
      };
      const preloads = pages.map(([path, module]) => {
        const files = new Set<string>();
        for (const name of [module, ...alwaysWith]) filesOf(name, files);
        return { path, files: [...files].map((file) => `/${file}`) };
      });
      this.emitFile({
        type: 'asset',
        fileName: 'page-preloads.json',
        source: `${JSON.stringify(preloads, null, 2)}\n`,
      });
    },
  };
}
