import { describe, expect, it } from 'vitest';
import { financialYearOf, formatCreditNoteSerial, formatInvoiceSerial } from '../index';

describe('invoice and credit-note serials', () => {
  it('numbers invoices per financial year in at most 16 characters (Rule 46 (b))', () => {
    const serial = formatInvoiceSerial('PGM', new Date('2026-05-01T12:00:00+05:30'), 123);
    expect(serial).toBe('PGM/26-27/000123');
    expect(serial).toHaveLength(16);
    expect(formatInvoiceSerial('PGM', new Date('2026-05-01T12:00:00+05:30'), 999_999)).toBe(
      'PGM/26-27/999999',
    );
    expect(formatInvoiceSerial('SAATH', new Date('2026-05-01T12:00:00+05:30'), 7)).toBe(
      'SAATH/26-27/0007',
    );
  });

  it('gives credit notes a series of their own, also within 16 characters', () => {
    const serial = formatCreditNoteSerial('PGM', new Date('2026-05-01T12:00:00+05:30'), 12);
    expect(serial).toBe('PGMCN/26-27/0012');
    expect(serial).toHaveLength(16);
  });

  it('turns the year at midnight of 1 April in India, not in UTC', () => {
    const lastMomentOfMarch = new Date('2027-03-31T18:29:59.999Z'); // 23:59:59.999 IST
    const firstMomentOfApril = new Date('2027-03-31T18:30:00.000Z'); // 1 April 00:00 IST
    expect(formatInvoiceSerial('PGM', lastMomentOfMarch, 98_765)).toBe('PGM/26-27/098765');
    expect(formatInvoiceSerial('PGM', firstMomentOfApril, 1)).toBe('PGM/27-28/000001');
    // 31 March 20:00 UTC is already 1 April 01:30 in India.
    expect(financialYearOf(new Date('2027-03-31T20:00:00Z')).label).toBe('27-28');
    expect(formatCreditNoteSerial('PGM', new Date('2027-03-31T20:00:00Z'), 1)).toBe(
      'PGMCN/27-28/0001',
    );
    expect(financialYearOf(new Date('2027-01-15T10:00:00Z')).label).toBe('26-27');
    expect(financialYearOf(new Date('2099-12-31T10:00:00Z')).label).toBe('99-00');
  });

  it('tells where a financial year starts and ends, as instants', () => {
    expect(financialYearOf(new Date('2026-11-11T00:00:00Z'))).toEqual({
      startYear: 2026,
      label: '26-27',
      startsAt: new Date('2026-03-31T18:30:00.000Z'),
      endsBefore: new Date('2027-03-31T18:30:00.000Z'),
    });
  });

  it('refuses numbers that do not fit and prefixes that are not short capitals', () => {
    const at = new Date('2026-05-01T12:00:00+05:30');
    expect(() => formatInvoiceSerial('PGM', at, 1_000_000)).toThrow(RangeError);
    expect(() => formatInvoiceSerial('PGM', at, 0)).toThrow(RangeError);
    expect(() => formatInvoiceSerial('PGM', at, 1.5)).toThrow(RangeError);
    expect(() => formatCreditNoteSerial('PGM', at, 10_000)).toThrow(RangeError);
    expect(() => formatInvoiceSerial('pgm', at, 1)).toThrow(RangeError);
    expect(() => formatInvoiceSerial('PRAGATI', at, 1)).toThrow(RangeError);
    expect(() => formatInvoiceSerial('P/G', at, 1)).toThrow(RangeError);
    expect(() => formatCreditNoteSerial('PGMX', at, 1)).toThrow(RangeError);
  });
});
