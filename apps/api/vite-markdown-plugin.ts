import type { Plugin } from 'vite';

/** Lets tests import `.md` files as text, as the API's esbuild bundle does with its text loader. */
export function markdownAsText(): Plugin {
  return {
    name: 'markdown-as-text',
    transform(code, id) {
      if (!id.endsWith('.md')) return null;
      return { code: `export default ${JSON.stringify(code)};`, map: null };
    },
  };
}
