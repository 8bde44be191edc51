import { describe, expect, it } from 'vitest';
import { hindiAmountInWords } from '../services/amount-in-words-hindi';

describe('hindiAmountInWords', () => {
  it('writes rupees and paise in Hindi with lakh and crore', () => {
    expect(hindiAmountInWords(78_600)).toBe('सात सौ छियासी रुपये मात्र');
    expect(hindiAmountInWords(12_345_678)).toBe(
      'एक लाख तेईस हज़ार चार सौ छप्पन रुपये और अठहत्तर पैसे मात्र',
    );
    expect(hindiAmountInWords(12_345_678_900)).toBe(
      'बारह करोड़ चौंतीस लाख छप्पन हज़ार सात सौ नवासी रुपये मात्र',
    );
    // Numbers below a hundred each have their own word.
    expect(hindiAmountInWords(7_900)).toBe('उनासी रुपये मात्र');
    expect(hindiAmountInWords(9_999)).toBe('निन्यानवे रुपये और निन्यानवे पैसे मात्र');
  });

  it('says रुपया and पैसा for one, and writes amounts below a rupee and zero', () => {
    expect(hindiAmountInWords(101)).toBe('एक रुपया और एक पैसा मात्र');
    expect(hindiAmountInWords(50)).toBe('पचास पैसे मात्र');
    expect(hindiAmountInWords(0)).toBe('शून्य रुपये मात्र');
  });

  it('splits rupees and paise exactly, whatever the binary fraction of paise / 100', () => {
    for (const paise of [29, 115, 435, 1_005, 57_057, 1_234_529]) {
      const rest = paise % 100;
      expect(hindiAmountInWords(paise)).toMatch(rest === 1 ? /एक पैसा मात्र$/ : /पैसे मात्र$/);
    }
    expect(hindiAmountInWords(29)).toBe('उनतीस पैसे मात्र');
  });

  it('refuses what is not whole paise', () => {
    expect(() => hindiAmountInWords(-1)).toThrow(RangeError);
    expect(() => hindiAmountInWords(1.5)).toThrow(RangeError);
  });
});
