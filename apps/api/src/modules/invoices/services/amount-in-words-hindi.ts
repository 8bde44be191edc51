import { ToWords } from 'to-words/hi-IN';

// to-words (MIT, maintained, one file a locale): Hindi's numbers below a hundred each have their
// own word (उनासी, निन्यानवे), which a table of a hundred words would repeat by hand (decision 0141).
const HINDI = new ToWords();

/**
 * An amount of paise in Hindi words, as a Hindi invoice prints it: 123450 → "एक हज़ार दो सौ
 * चौंतीस रुपये और पचास पैसे मात्र" (lakh and crore, रुपया for one).
 */
export function hindiAmountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) {
    throw new RangeError(`An amount in words needs whole paise ≥ 0, not ${paise}`);
  }
  if (paise === 0) return 'शून्य रुपये मात्र';
  // Two decimals at most, so the library's split of rupees and paise is exact (tested over a range).
  const words = HINDI.convert(paise / 100, { currency: true, ignoreZeroCurrency: true });
  return `${words} मात्र`;
}
