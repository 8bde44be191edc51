import { describe, expect, it } from 'vitest';
import { INDIAN_STATES } from '../constants';
import {
  GST_STATE_CODES,
  gstinCheckCharacter,
  HSN_CODE_PATTERN,
  isGstRate,
  isValidGstin,
  stateOfGstCode,
} from '../gst';
import { gstinSchema, gstRateSchema, GST_MESSAGES, hsnCodeSchema } from '../schemas/gst';

describe('GST facts', () => {
  it('gives each of the 36 states and union territories its own GST code', () => {
    const codes = INDIAN_STATES.map((state) => GST_STATE_CODES[state]);
    expect(new Set(codes).size).toBe(36);
    expect(codes.every((code) => /^\d{2}$/.test(code))).toBe(true);
    expect(GST_STATE_CODES.Maharashtra).toBe('27');
    expect(GST_STATE_CODES['Andhra Pradesh']).toBe('37');
    expect(GST_STATE_CODES.Ladakh).toBe('38');
    expect(stateOfGstCode('29')).toBe('Karnataka');
    expect(stateOfGstCode('28')).toBeUndefined();
  });

  it('checks GSTINs by format, state code and check character', () => {
    for (const gstin of ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '07AAGFF2194N1Z1']) {
      expect(isValidGstin(gstin)).toBe(true);
    }
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    for (const gstin of [
      '27AAPFU0939F1ZW',
      '99AAPFU0939F1ZV',
      '27AAPFU0939F1Z',
      '27aapfu0939f1zv',
      '',
    ]) {
      expect(isValidGstin(gstin)).toBe(false);
    }
    expect(gstinSchema.parse(' 27aapfu0939f1zv ')).toBe('27AAPFU0939F1ZV');
    expect(gstinSchema.safeParse('27AAAAA0000A1Z0').error?.issues[0]?.message).toBe(
      GST_MESSAGES.gstin,
    );
  });

  it('knows the GST rates and HSN code lengths', () => {
    expect([0, 5, 12, 18, 28].every(isGstRate)).toBe(true);
    expect(isGstRate(40)).toBe(false);
    expect(gstRateSchema.safeParse(3).success).toBe(false);
    expect(['3304', '330499', '33049990'].every((hsn) => HSN_CODE_PATTERN.test(hsn))).toBe(true);
    expect(
      ['330', '33049', '3304999', '330499901', '33O4'].some((hsn) => HSN_CODE_PATTERN.test(hsn)),
    ).toBe(false);
    expect(hsnCodeSchema.safeParse('12345').error?.issues[0]?.message).toBe(GST_MESSAGES.hsn);
  });
});
