import type { Plugin } from 'vite';
// Relative imports: Vite bundles this with the config, and Node cannot load the workspace's .ts.
import { CATALOGUES } from '../../packages/shared/src/locales/catalogues.ts';
import { compileCatalogue } from '../../packages/shared/src/locales/compile.ts';
import { DEFAULT_LANGUAGE, isLanguage } from '../../packages/shared/src/locales/languages.ts';

const PREFIX = 'virtual:catalogue/';
const LOADERS = 'virtual:catalogue-loaders';

/**
 * The message catalogues (packages/shared/src/locales) as compiled modules (decision 0118):
 * `virtual:catalogue/en/<area>` is one area's English messages, imported by the screens that show
 * them, so English comes with their code; `virtual:catalogue/<language>` is a whole other
 * language, and `virtual:catalogue-loaders` loads each of those as its own lazy chunk.
 */
export function compiledCatalogues(): Plugin {
  return {
    name: 'compiled-catalogues',
    resolveId(id) {
      return id === LOADERS || id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (id === `\0${LOADERS}`) {
        const lines = Object.keys(CATALOGUES)
          .filter((language) => language !== DEFAULT_LANGUAGE)
          .map((language) => `  ${language}: () => import('${PREFIX}${language}'),`);
        return `export default {\n${lines.join('\n')}\n};\n`;
      }
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const [language, area] = id.slice(PREFIX.length + 1).split('/');
      if (!isLanguage(language)) this.error(`No catalogue for the language "${language}".`);
      const compiled = compileCatalogue(CATALOGUES[language], area);
      if (area && Object.keys(compiled).length === 0)
        this.error(`No messages in the area "${area}".`);
      return `export default ${JSON.stringify(compiled)};\n`;
    },
  };
}
