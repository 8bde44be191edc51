import { describe, expect, it } from 'vitest';
import { amountInWords } from '../index';

describe('amountInWords', () => {
  it('writes rupees and paise with Indian numbering', () => {
    expect(amountInWords(12_345_678)).toBe(
      'Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Seventy-Eight Paise Only',
    );
    expect(amountInWords(12_345_678_900)).toBe(
      'Rupees Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine Only',
    );
    expect(amountInWords(100_000_000_000)).toBe('Rupees One Hundred Crore Only');
    expect(amountInWords(1_000_000_000)).toBe('Rupees One Crore Only');
    expect(amountInWords(10_000_000)).toBe('Rupees One Lakh Only');
    expect(amountInWords(101_000)).toBe('Rupees One Thousand Ten Only');
    expect(amountInWords(1_900)).toBe('Rupees Nineteen Only');
    expect(amountInWords(4_000)).toBe('Rupees Forty Only');
    expect(amountInWords(100_01)).toBe('Rupees One Hundred and One Paise Only');
  });

  it('writes amounts below a rupee and zero', () => {
    expect(amountInWords(50)).toBe('Fifty Paise Only');
    expect(amountInWords(0)).toBe('Rupees Zero Only');
  });

  it('refuses what is not whole paise', () => {
    expect(() => amountInWords(-1)).toThrow(RangeError);
    expect(() => amountInWords(1.5)).toThrow(RangeError);
  });
});
