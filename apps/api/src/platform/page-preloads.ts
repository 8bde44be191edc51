import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface PagePreload {
  path: string;
  files: string[];
}

/** Whether `pathname` is the page at `page` or one below it. */
const isUnder = (pathname: string, page: string) =>
  pathname === page || pathname.startsWith(page.endsWith('/') ? page : `${page}/`);

/**
 * The `rel=modulepreload` links of a page's scripts, from the web build's `page-preloads.json`
 * (apps/web/vite-page-preloads-plugin.ts, decision 0186): sent with the page's HTML, they load
 * beside the entry script instead of after it has run. None when the build has no such file.
 */
export function readPagePreloads(webRoot: string) {
  const file = path.join(webRoot, 'page-preloads.json');
  const pages: PagePreload[] = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : [];
  const linksOf = new Map(
    pages.map(({ path: page, files }) => [page, files.map((f) => `<${f}>; rel=modulepreload`)]),
  );
  return (url: string): readonly string[] => {
    const pathname = url.split(/[?#]/)[0]!;
    const page = pages.find((candidate) => isUnder(pathname, candidate.path));
    return page ? linksOf.get(page.path)! : [];
  };
}
