import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create, type Font } from 'fontkit';

// Noto Sans (SIL Open Font License) from the @expo-google-fonts/noto-sans package: it has the
// rupee sign ₹, which PDF's standard fonts lack. Resolved from node_modules, so it works from
// the source tree and from the esbuild bundle alike.
const require = createRequire(import.meta.url);
const FONT_FILES = {
  regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
} as const;

let parsed: Record<keyof typeof FONT_FILES, Font> | undefined;

/**
 * The fonts, parsed once per process: pdfkit accepts parsed fontkit fonts, and parsing a font
 * file for each document made a PDF take 5-10 times longer.
 */
export function loadPdfFonts(): Record<keyof typeof FONT_FILES, Font> {
  const parse = (file: string) => create(readFileSync(require.resolve(file))) as Font;
  parsed ??= { regular: parse(FONT_FILES.regular), bold: parse(FONT_FILES.bold) };
  return parsed;
}
