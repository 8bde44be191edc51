import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Font } from 'fontkit';
import type { Language } from '@saathi/shared';

// Noto Sans (SIL Open Font License) from the @expo-google-fonts packages: Noto Sans has the rupee
// sign ₹, which PDF's standard fonts lack; Noto Sans Devanagari has Hindi, and Latin, digits and ₹
// beside it, so a Hindi document needs no second font for its English (decision 0141). Resolved
// from node_modules, so it works from the source tree and from the esbuild bundle alike.
const require = createRequire(import.meta.url);
const FONT_FILES = {
  latin: {
    regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  },
  devanagari: {
    regular: '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf',
  },
} as const;
type Script = keyof typeof FONT_FILES;
export type PdfFonts = Record<'regular' | 'bold', Font>;

const SCRIPT_OF: Record<Language, Script> = { en: 'latin', hi: 'devanagari' };
const parsed = new Map<Script, PdfFonts>();

/**
 * A language's fonts, parsed once per process: pdfkit accepts parsed fontkit fonts, and parsing a
 * font file for each document made a PDF take 5-10 times longer. The library loads with the first
 * document, not with every process (decision 0189).
 */
export async function loadPdfFonts(language: Language = 'en'): Promise<PdfFonts> {
  const { create } = await import('fontkit');
  const script = SCRIPT_OF[language];
  const parse = (file: string) => create(readFileSync(require.resolve(file))) as Font;
  let fonts = parsed.get(script);
  if (!fonts) {
    const files = FONT_FILES[script];
    fonts = { regular: parse(files.regular), bold: parse(files.bold) };
    parsed.set(script, fonts);
  }
  return fonts;
}
