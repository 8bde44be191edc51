// Amounts in words with Indian numbering (lakh, crore), as Indian invoices print them.
const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 0–99 in words, tens and ones joined by a hyphen ("Forty-Two"); 0 is "". */
function wordsBelowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const ones = n % 10;
  return ones === 0 ? TENS[n / 10]! : `${TENS[Math.floor(n / 10)]}-${ONES[ones]}`;
}

/** 0–999 in words; 0 is "". */
function wordsBelowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = wordsBelowHundred(n % 100);
  if (hundreds === 0) return rest;
  return [`${ONES[hundreds]} Hundred`, rest].filter(Boolean).join(' ');
}

/** A whole number in words with crore, lakh and thousand ("One Lakh Twenty Thousand"). */
export function wholeNumberInWords(n: number): string {
  if (n === 0) return 'Zero';
  const parts: string[] = [];
  const crores = Math.floor(n / 10_000_000);
  if (crores > 0) parts.push(`${wholeNumberInWords(crores)} Crore`);
  const lakhs = Math.floor((n % 10_000_000) / 100_000);
  if (lakhs > 0) parts.push(`${wordsBelowHundred(lakhs)} Lakh`);
  const thousands = Math.floor((n % 100_000) / 1000);
  if (thousands > 0) parts.push(`${wordsBelowHundred(thousands)} Thousand`);
  const rest = wordsBelowThousand(n % 1000);
  if (rest) parts.push(rest);
  return parts.join(' ');
}

/**
 * An amount of paise in words, as an invoice prints it: 12345678 → "Rupees One Lakh
 * Twenty-Three Thousand Four Hundred Fifty-Six and Seventy-Eight Paise Only".
 */
export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) {
    throw new RangeError(`An amount in words needs whole paise ≥ 0, not ${paise}`);
  }
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  if (rest === 0) return `Rupees ${wholeNumberInWords(rupees)} Only`;
  if (rupees === 0) return `${wordsBelowHundred(rest)} Paise Only`;
  return `Rupees ${wholeNumberInWords(rupees)} and ${wordsBelowHundred(rest)} Paise Only`;
}
