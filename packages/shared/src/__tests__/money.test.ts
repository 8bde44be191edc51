import { describe, expect, it } from 'vitest';
import {
  cartFeePaise,
  formatRupees,
  orderTotalsPaise,
  orderTotalsRupees,
  paiseToRupees,
  RUPEES_TEXT_PATTERN,
  rupeesText,
  rupeesToPaise,
} from '../money';
import { productFieldsSchema, productListQuerySchema } from '../schemas/catalog';
import { applyCouponSchema, COUPON_TEXTS } from '../schemas/coupons';

describe('rupees to paise', () => {
  it('reads rupee text digit by digit', () => {
    expect(rupeesToPaise('1299')).toBe(129_900);
    expect(rupeesToPaise('1299.5')).toBe(129_950);
    expect(rupeesToPaise('1299.05')).toBe(129_905);
    expect(rupeesToPaise(' 0.29 ')).toBe(29);
    expect(rupeesToPaise('9999999.99')).toBe(999_999_999);
  });

  it('rounds a number of rupees to the paisa, without float drift', () => {
    expect(0.29 * 100).not.toBe(29);
    expect(rupeesToPaise(0.29)).toBe(29);
    expect(rupeesToPaise(1.1)).toBe(110);
    expect(rupeesToPaise(1299.5)).toBe(129_950);
    expect(rupeesToPaise(0)).toBe(0);
  });

  it('refuses what is not an amount in rupees', () => {
    for (const text of ['', '1.234', '-5', '1,299', '₹5', '12345678', '1e3', '.5']) {
      expect(() => rupeesToPaise(text), text).toThrow(RangeError);
      expect(RUPEES_TEXT_PATTERN.test(text), text).toBe(false);
    }
    expect(() => rupeesToPaise(Number.NaN)).toThrow(RangeError);
    expect(() => rupeesToPaise(-1)).toThrow(RangeError);
  });

  it('goes back to the rupees the API answers with', () => {
    expect(paiseToRupees(129_950)).toBe(1299.5);
    expect(paiseToRupees(29)).toBe(0.29);
    for (const rupees of [0.01, 0.29, 19.99, 1299.5, 999_999.99]) {
      expect(paiseToRupees(rupeesToPaise(rupees))).toBe(rupees);
    }
  });
});

describe('rupees as text and for people', () => {
  it('writes the price text with two decimals', () => {
    expect(rupeesText(1299.5)).toBe('1299.50');
    expect(rupeesText(499)).toBe('499.00');
  });

  it('formats ₹ with Indian grouping and two decimals', () => {
    expect(formatRupees(123_456.5)).toBe('₹1,23,456.50');
    expect(formatRupees(0)).toBe('₹0.00');
    expect(formatRupees(10_00_000)).toBe('₹10,00,000.00');
  });

  it('groups the Indian way in Hindi too, with Latin digits', () => {
    expect(formatRupees(123_456.5, 'hi')).toBe('₹1,23,456.50');
    expect(formatRupees(10_00_000, 'hi')).toBe('₹10,00,000.00');
    expect(formatRupees(0.5, 'en')).toBe('₹0.50');
  });
});

describe('the cart fee', () => {
  it('is 5% of the subtotal, rounded half-up to the paisa', () => {
    expect(cartFeePaise(0)).toBe(0);
    expect(cartFeePaise(100_000)).toBe(5_000);
    // 0.5 paisa rounds up, 0.45 down, 0.55 up.
    expect(cartFeePaise(10)).toBe(1);
    expect(cartFeePaise(9)).toBe(0);
    expect(cartFeePaise(11)).toBe(1);
    expect(cartFeePaise(30)).toBe(2);
    // ₹19.99 → 99.95 paise → 100; ₹12.50 → 62.5 paise → 63.
    expect(cartFeePaise(1_999)).toBe(100);
    expect(cartFeePaise(1_250)).toBe(63);
  });

  it('is taken once on the subtotal, not per line', () => {
    const lines = [10, 10, 10];
    const perLine = lines.reduce((sum, line) => sum + cartFeePaise(line), 0);
    expect(cartFeePaise(lines.reduce((sum, line) => sum + line, 0))).toBe(2);
    expect(perLine).toBe(3);
  });

  it('takes a whole number of paise only', () => {
    expect(() => cartFeePaise(10.5)).toThrow(RangeError);
    expect(() => cartFeePaise(-1)).toThrow(RangeError);
  });
});

describe('the catalogue schemas read rupees by the money rule', () => {
  it('reads the price and the price filters as rupees, limited to ₹10,00,000', () => {
    const fields = { name: 'Neem soap', categoryId: '3' };
    expect(productFieldsSchema.parse({ ...fields, price: ' 0.29 ' }).price).toBe(0.29);
    expect(productFieldsSchema.parse({ ...fields, price: '1000000' }).price).toBe(1_000_000);
    expect(productFieldsSchema.safeParse({ ...fields, price: '1000000.01' }).error?.issues).toEqual(
      [expect.objectContaining({ message: 'Price must be at most ₹10,00,000' })],
    );
    const query = productListQuerySchema.parse({ minPrice: '49.5', maxPrice: '100' });
    expect([query.minPrice, query.maxPrice]).toEqual([49.5, 100]);
  });
});

describe('the one order total (docs/decisions/0055)', () => {
  it('takes the discount off the subtotal, then the fee on what remains, rounded once', () => {
    // ₹334.50 − ₹20.00 = ₹314.50; 5% is ₹15.725 → ₹15.73; total ₹330.23.
    expect(orderTotalsPaise(33_450, 2_000)).toEqual({
      subtotalPaise: 33_450,
      discountPaise: 2_000,
      feePaise: 1_573,
      totalPaise: 33_023,
    });
    expect(orderTotalsRupees(33_450, 2_000)).toEqual({
      subtotal: 334.5,
      discount: 20,
      fee: 15.73,
      total: 330.23,
    });
    expect(orderTotalsPaise(61_900).totalPaise).toBe(64_995);
  });

  it('refuses a discount that is not whole paise within the subtotal', () => {
    expect(() => orderTotalsPaise(1_000, 1_001)).toThrow(RangeError);
    expect(() => orderTotalsPaise(1_000, -1)).toThrow(RangeError);
    expect(() => orderTotalsPaise(1_000, 0.5)).toThrow(RangeError);
    expect(orderTotalsPaise(1_000, 1_000)).toMatchObject({ feePaise: 0, totalPaise: 0 });
  });
});

describe('coupon codes as shoppers type them', () => {
  it('ignores case and spaces, and refuses two codes at once', () => {
    expect(applyCouponSchema.parse({ couponCode: ' diwali 10 ' }).couponCode).toBe('DIWALI10');
    for (const couponCode of [['A1B', 'C2D'], 'DIWALI10, WELCOME', 'A1B+C2D']) {
      expect(applyCouponSchema.safeParse({ couponCode }).error?.issues[0]?.message).toBe(
        COUPON_TEXTS.oneCouponOnly,
      );
    }
    expect(applyCouponSchema.safeParse({ couponCode: 'x!' }).error?.issues[0]?.message).toBe(
      COUPON_TEXTS.unknown,
    );
  });
});
