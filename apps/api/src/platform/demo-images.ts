import { sharpOf } from './sharp';

// Labelled demo pictures ("Demo image" is drawn on each) for the demo company's seed data.

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/** A certificate-like image that says plainly it is a demo. */
export async function demoCertificatePng(title: string, issuer: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="850">
  <rect width="1200" height="850" fill="#fffaf0"/>
  <rect x="30" y="30" width="1140" height="790" fill="none" stroke="#c2410c" stroke-width="10"/>
  <rect x="55" y="55" width="1090" height="740" fill="none" stroke="#e7a57a" stroke-width="3"/>
  <text x="600" y="190" font-family="DejaVu Serif, serif" font-size="44" text-anchor="middle" fill="#7c2d12">CERTIFICATE</text>
  <text x="600" y="330" font-family="DejaVu Sans, sans-serif" font-size="46" font-weight="bold" text-anchor="middle" fill="#1f2937">${escapeXml(title)}</text>
  <text x="600" y="420" font-family="DejaVu Sans, sans-serif" font-size="30" text-anchor="middle" fill="#374151">awarded to Pragati Growth Marketing</text>
  <text x="600" y="480" font-family="DejaVu Sans, sans-serif" font-size="26" text-anchor="middle" fill="#6b7280">${escapeXml(issuer)}</text>
  <text x="600" y="700" font-family="DejaVu Sans, sans-serif" font-size="28" font-weight="bold" text-anchor="middle" fill="#b91c1c">DEMO IMAGE — replace with the scanned certificate</text>
</svg>`;
  return (await sharpOf(Buffer.from(svg))).png().toBuffer();
}

/** A warm abstract picture with a caption, for the demo gallery. */
export async function demoGalleryPng(caption: string, hue: number) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${hue},70%,55%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},65%,35%)"/>
  </linearGradient></defs>
  <rect width="1200" height="800" fill="url(#g)"/>
  <circle cx="900" cy="250" r="180" fill="rgba(255,255,255,0.18)"/>
  <circle cx="300" cy="600" r="260" fill="rgba(255,255,255,0.10)"/>
  <text x="80" y="700" font-family="DejaVu Sans, sans-serif" font-size="54" font-weight="bold" fill="#ffffff">${escapeXml(caption)}</text>
  <text x="80" y="750" font-family="DejaVu Sans, sans-serif" font-size="28" fill="#ffffff">Demo image</text>
</svg>`;
  return (await sharpOf(Buffer.from(svg))).png().toBuffer();
}

/** A plain product picture: a coloured pack shape with the name, labelled "Demo image". */
export async function demoProductPng(name: string, hue: number, size = 480) {
  const lines = wrapWords(name, 18).slice(0, 3);
  const text = lines
    .map(
      (line, index) =>
        `<text x="240" y="${300 + index * 34}" font-family="DejaVu Sans, sans-serif" font-size="28" font-weight="bold" text-anchor="middle" fill="#1f2937">${escapeXml(line)}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480">
  <rect width="480" height="480" fill="hsl(${hue},60%,92%)"/>
  <rect x="170" y="60" width="140" height="190" rx="22" fill="hsl(${hue},55%,45%)"/>
  <rect x="205" y="30" width="70" height="40" rx="8" fill="hsl(${hue},40%,30%)"/>
  <circle cx="240" cy="155" r="38" fill="rgba(255,255,255,0.75)"/>
  ${text}
  <text x="240" y="455" font-family="DejaVu Sans, sans-serif" font-size="20" text-anchor="middle" fill="#b91c1c">Demo image</text>
</svg>`;
  return (await sharpOf(Buffer.from(svg))).resize(size, size).png().toBuffer();
}

function wrapWords(text: string, width: number) {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}
