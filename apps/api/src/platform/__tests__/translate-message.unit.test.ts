import { describe, expect, it } from 'vitest';
import { COUPON_TEXTS, WALLET_MESSAGES } from '@saathi/shared';
import { translateMessage } from '../message-language';

// Decision 0180: the API's texts built with a value, in the person's language, the value kept.
describe('translateMessage', () => {
  it('translates a text built with values, and keeps the values', () => {
    expect(translateMessage(COUPON_TEXTS.minimumNotMet(50_000, 12_050), 'hi')).toBe(
      'इस कूपन के लिए कम से कम ₹500.00 का ऑर्डर चाहिए। इसे इस्तेमाल करने के लिए ₹120.50 का सामान और जोड़ें।',
    );
    expect(translateMessage('At most 120 characters', 'hi')).toBe('ज़्यादा से ज़्यादा 120 अक्षर');
    expect(translateMessage(WALLET_MESSAGES.aboveBalance('₹20.00'), 'hi')).toBe(
      'आप ज़्यादा से ज़्यादा ₹20.00 निकाल सकते हैं, जो आपका बैलेंस है।',
    );
  });

  it('leaves English, and a text the catalogue does not know, as they are', () => {
    const text = COUPON_TEXTS.minimumNotMet(50_000, 12_050);
    expect(translateMessage(text, 'en')).toBe(text);
    expect(translateMessage('Something else entirely', 'hi')).toBe('Something else entirely');
  });
});
