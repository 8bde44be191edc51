import { sharpOf } from '../../../platform/sharp';
import { encode } from 'uqr';
import { createPdfDocument, finishPdf, FONT, formatIndianDate, type PdfDoc } from '../../invoices';

/** What a card shows; the photo as PNG bytes (pdfkit and SVG both take PNG). */
export interface IdCardFace {
  company: { name: string; addressLines: string[]; brandColor: string };
  name: string;
  referralCode: string;
  cardId: string;
  validUntil: Date;
  verifyUrl: string;
  photoPng: Buffer;
}

// An ID-1 (credit card) face, 85.6 × 54 mm, in points; the PNG is the same drawing at 300 dpi.
const CARD = { width: 243, height: 153 } as const;
const PNG_SCALE = 300 / 72;
const PHOTO = { x: 10, y: 36, width: 52, height: 64 } as const;
const QR = { x: 178, y: 36, size: 56 } as const;
const TEXT_X = 70;

const linesOf = (face: IdCardFace) => ({
  title: 'Direct seller identity card',
  details: [
    `Associate ID: ${face.referralCode}`,
    `Valid until: ${formatIndianDate(face.validUntil)}`,
    `Card: ${face.cardId}`,
  ],
  footer: [...face.company.addressLines, `Verify: ${face.verifyUrl}`],
});

/** The QR code's dark modules as unit squares, with a quiet zone of 2 around them. */
function qrModules(url: string) {
  const { data, size } = encode(url, { ecc: 'M', border: 2 });
  const squares: { x: number; y: number }[] = [];
  data.forEach((row, y) => row.forEach((dark, x) => dark && squares.push({ x, y })));
  return { squares, size };
}

function drawQr(doc: PdfDoc, url: string) {
  const { squares, size } = qrModules(url);
  const cell = QR.size / size;
  doc.rect(QR.x, QR.y, QR.size, QR.size).fill('#ffffff');
  for (const square of squares) {
    doc.rect(QR.x + square.x * cell, QR.y + square.y * cell, cell, cell);
  }
  doc.fill('#000000');
}

export async function renderIdCardPdf(face: IdCardFace) {
  const lines = linesOf(face);
  const doc = await createPdfDocument(`${face.name} — ${lines.title}`, face.company.name, 'en', {
    size: [CARD.width, CARD.height],
    margin: 0,
  });
  doc.rect(0, 0, CARD.width, 28).fill(face.company.brandColor);
  doc
    .fill('#ffffff')
    .font(FONT.bold)
    .fontSize(9)
    .text(face.company.name, 10, 6, { width: 223, lineBreak: false });
  doc.font(FONT.regular).fontSize(6).text(lines.title, 10, 17, { lineBreak: false });
  doc.image(face.photoPng, PHOTO.x, PHOTO.y, { fit: [PHOTO.width, PHOTO.height], align: 'center' });
  doc.fill('#111111').font(FONT.bold).fontSize(9).text(face.name, TEXT_X, 38, { width: 104 });
  doc.font(FONT.regular).fontSize(6.5);
  for (const detail of lines.details) doc.text(detail, { width: 104 });
  drawQr(doc, face.verifyUrl);
  doc.fill('#444444').fontSize(5).text(lines.footer.join(', '), 10, 108, { width: 223 });
  return finishPdf(doc);
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The card as a PNG for the phone: the same face drawn as SVG and rasterised by sharp. */
export async function renderIdCardPng(face: IdCardFace) {
  const lines = linesOf(face);
  const { squares, size } = qrModules(face.verifyUrl);
  const cell = QR.size / size;
  const text = (
    x: number,
    y: number,
    fontSize: number,
    value: string,
    weight = 400,
    fill = '#111111',
  ) =>
    `<text x="${x}" y="${y}" font-size="${fontSize}" font-weight="${weight}" fill="${fill}">${escapeXml(value)}</text>`;
  const photo = `data:image/png;base64,${face.photoPng.toString('base64')}`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${CARD.width * PNG_SCALE}" height="${CARD.height * PNG_SCALE}" viewBox="0 0 ${CARD.width} ${CARD.height}" font-family="Noto Sans, DejaVu Sans, sans-serif">
<rect width="100%" height="100%" fill="#ffffff"/>
<rect width="${CARD.width}" height="28" fill="${escapeXml(face.company.brandColor)}"/>
${text(10, 14, 9, face.company.name, 700, '#ffffff')}
${text(10, 23, 6, lines.title, 400, '#ffffff')}
<image x="${PHOTO.x}" y="${PHOTO.y}" width="${PHOTO.width}" height="${PHOTO.height}" preserveAspectRatio="xMidYMid meet" xlink:href="${photo}"/>
${text(TEXT_X, 46, 9, face.name, 700)}
${lines.details.map((detail, index) => text(TEXT_X, 58 + index * 9, 6.5, detail)).join('\n')}
<g transform="translate(${QR.x} ${QR.y}) scale(${cell})" shape-rendering="crispEdges"><rect width="${size}" height="${size}" fill="#ffffff"/>${squares.map((s) => `<rect x="${s.x}" y="${s.y}" width="1" height="1"/>`).join('')}</g>
${lines.footer.map((line, index) => text(10, 112 + index * 7, 5, line, 400, '#444444')).join('\n')}
</svg>`;
  return (await sharpOf(Buffer.from(svg))).png().toBuffer();
}

/** A stored profile photo as PNG, fitted to the card's photo box at print resolution. */
export const photoAsPng = async (bytes: Buffer) =>
  (await sharpOf(bytes))
    .resize(Math.round(PHOTO.width * PNG_SCALE), Math.round(PHOTO.height * PNG_SCALE), {
      fit: 'cover',
    })
    .png()
    .toBuffer();
