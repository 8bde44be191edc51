// Keeps a configurable brand colour readable: text in it on white needs at least 4.5:1 (WCAG AA).
const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

const toRgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
const toHex = (rgb: number[]) =>
  `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

export function contrastOnWhite(hex: string): number {
  const [r, g, b] = toRgb(hex).map(channel);
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return 1.05 / (luminance + 0.05);
}

/** Darkens the colour in small steps until white text on it (and it on white) reads at 4.5:1. */
export function readableOnWhite(hex: string, minimum = 4.5): string {
  let rgb = toRgb(hex);
  let current = toHex(rgb);
  while (contrastOnWhite(current) < minimum) {
    rgb = rgb.map((v) => v * 0.92);
    current = toHex(rgb);
  }
  return current;
}

/** A darker shade for hover states. */
export const darken = (hex: string, factor = 0.8) => toHex(toRgb(hex).map((v) => v * factor));

/** A very light tint for soft backgrounds. */
export const tint = (hex: string, amount = 0.92) =>
  toHex(toRgb(hex).map((v) => v + (255 - v) * amount));
