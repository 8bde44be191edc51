import { describe, expect, it } from 'vitest';
import { formatDate, formatPhone, formatPrice } from '../format';

describe('formatPrice', () => {
  it('shows rupees with Indian digit grouping and two decimals', () => {
    expect(formatPrice(123456.5)).toBe('₹1,23,456.50');
    expect(formatPrice(499)).toBe('₹499.00');
    expect(formatPrice(10000000)).toBe('₹1,00,00,000.00');
  });

  it('is the same in Hindi: Indian grouping, Latin digits', () => {
    expect(formatPrice(123456.5, 'hi')).toBe('₹1,23,456.50');
  });
});

describe('formatDate', () => {
  it('shows a calendar date as "21 Nov 2026"', () => {
    expect(formatDate('2026-11-21')).toBe('21 Nov 2026');
    expect(formatDate('2023-09-03')).toBe('3 Sep 2023');
  });

  it('shows a moment as its date in India', () => {
    // 20:00 UTC is 01:30 the next day in India.
    expect(formatDate('2026-11-20T20:00:00.000Z')).toBe('21 Nov 2026');
    expect(formatDate(new Date('2026-11-21T06:00:00Z'))).toBe('21 Nov 2026');
  });

  it('gives an empty text for an unreadable date', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatDate('2026-13-45', 'hi')).toBe('');
  });

  it('shows the date in Hindi with its month name and Latin digits', () => {
    expect(formatDate('2026-11-26', 'hi')).toBe('26 नव॰ 2026');
    expect(formatDate('2026-11-20T20:00:00.000Z', 'hi')).toBe('21 नव॰ 2026');
    expect(formatDate('2023-09-03', 'en')).toBe('3 Sep 2023');
  });
});

describe('formatPhone', () => {
  it('shows +91 and the number in two groups', () => {
    expect(formatPhone('9876543210')).toBe('+91 98765 43210');
  });
});
