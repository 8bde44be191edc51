import { cartFeePaise, GST_RATES } from '@saathi/shared';
import { seededRandom as seededNumbers } from '../../../platform/seeded-random';
import type { TaxInvoiceInput } from '../services/types';
import { BUYER_IN_KARNATAKA, BUYER_IN_MAHARASHTRA, ISSUED_AT, SUPPLIER } from './invoice-fixtures';

/** Seeded numbers (the platform's mulberry32), so a failing basket can be made again from its seed. */
export function seededRandom(seed: number) {
  const next = seededNumbers(seed);
  return {
    next,
    integer: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
  };
}

/** A random order: 1-8 lines at any rate, prices from a paisa to ₹1,00,000, maybe a coupon. */
export function randomBasket(seed: number): TaxInvoiceInput {
  const random = seededRandom(seed);
  const lines = Array.from({ length: random.integer(1, 8) }, (_, index) => ({
    description: `Product ${index + 1}`,
    hsn: '33049990',
    quantity: random.integer(1, 12),
    unitPricePaise: random.next() < 0.1 ? random.integer(0, 20) : random.integer(1, 10_000_000),
    gstRate: GST_RATES[random.integer(0, GST_RATES.length - 1)]!,
  }));
  const gross = lines.reduce((sum, line) => sum + line.quantity * line.unitPricePaise, 0);
  const discountPaise = random.next() < 0.5 ? 0 : random.integer(0, gross);
  const feePaise = cartFeePaise(gross - discountPaise);
  return {
    serial: `PGM/26-27/${String(seed).padStart(6, '0')}`,
    issuedAt: ISSUED_AT,
    supplier: SUPPLIER,
    recipient: random.next() < 0.5 ? BUYER_IN_MAHARASHTRA : BUYER_IN_KARNATAKA,
    lines,
    discountPaise,
    feePaise,
    amountChargedPaise: Math.max(
      0,
      gross - discountPaise + feePaise + (random.next() < 0.3 ? random.integer(-99, 99) : 0),
    ),
  };
}
