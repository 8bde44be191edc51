import { describe, expect, it } from 'vitest';
import {
  formatPhone,
  isTooLongForPhone,
  LOGIN_PHONE_PATTERN,
  MOBILE_PATTERN,
  mobileFromInput,
  phoneHref,
  phoneInternationalDigits,
  TEN_DIGITS_PATTERN,
} from '../phone';

describe('phone rules', () => {
  it('a mobile number is 10 digits starting 6-9', () => {
    expect(['9876543210', '6000000000'].every((v) => MOBILE_PATTERN.test(v))).toBe(true);
    for (const value of ['5876543210', '0876543210', '987654321', '98765432100', '98765 43210']) {
      expect(MOBILE_PATTERN.test(value), value).toBe(false);
    }
  });

  it('a login destination is 10 digits not starting with 0', () => {
    expect(LOGIN_PHONE_PATTERN.test('1234567890')).toBe(true);
    expect(LOGIN_PHONE_PATTERN.test('0123456789')).toBe(false);
    expect(LOGIN_PHONE_PATTERN.test('123456789')).toBe(false);
  });

  it('the lead form and the older popup take exactly 10 digits', () => {
    expect(TEN_DIGITS_PATTERN.test('0123456789')).toBe(true);
    expect(TEN_DIGITS_PATTERN.test('012345678')).toBe(false);
    expect(TEN_DIGITS_PATTERN.test('01234567890')).toBe(false);
  });

  it('registration calls more than 10 digits too long, and only digits', () => {
    expect(isTooLongForPhone('98765432101')).toBe(true);
    expect(isTooLongForPhone('9876543210')).toBe(false);
    expect(isTooLongForPhone('asha12345678@example.in')).toBe(false);
  });

  it('shows, links and dials a number', () => {
    expect(formatPhone('9876543210')).toBe('+91 98765 43210');
    expect(formatPhone('+91 98765-43210')).toBe('+91 98765 43210');
    expect(formatPhone('12345')).toBe('12345');
    expect(formatPhone('919876543210')).toBe('+91 98765 43210');
    expect(phoneHref('9876543210')).toBe('tel:+919876543210');
    expect(phoneInternationalDigits('9876543210')).toBe('919876543210');
  });

  it('reads a typed mobile number with or without the dial code, spaces or dashes', () => {
    for (const typed of ['9812300003', '+91 98123 00003', '+919812300003', '919812300003']) {
      expect(mobileFromInput(typed), typed).toBe('9812300003');
    }
    expect(mobileFromInput('098123-00003')).toBe('9812300003');
    // A number that itself starts with 91 is not cut short.
    expect(mobileFromInput('9112345678')).toBe('9112345678');
    for (const other of [
      'asha01',
      'asha@example.in',
      '5812300003',
      '98123000031',
      '+1 9812300003',
    ]) {
      expect(mobileFromInput(other), other).toBeUndefined();
    }
  });
});
