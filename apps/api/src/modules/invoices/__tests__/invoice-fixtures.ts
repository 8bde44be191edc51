import type { InvoiceRecipient, InvoiceSupplier, TaxInvoiceInput } from '../services/types';

/** A demo supplier in Maharashtra (27); the GSTIN is the GST portal's own example. */
export const SUPPLIER: InvoiceSupplier = {
  legalName: 'Pragati Growth Marketing Private Limited (demo)',
  addressLines: ['4th Floor, Sample Tower', 'Andheri East, Mumbai, Maharashtra 400069'],
  stateCode: '27',
  gstin: '27AAPFU0939F1ZV',
};

export const BUYER_IN_MAHARASHTRA: InvoiceRecipient = {
  name: 'Asha Patil',
  addressLines: ['12 Shivaji Nagar', 'Pune, Maharashtra 411005'],
  stateCode: '27',
};

export const BUYER_IN_KARNATAKA: InvoiceRecipient = {
  name: 'Ravi Kumar',
  addressLines: ['8 MG Road', 'Bengaluru, Karnataka 560001'],
  stateCode: '29',
};

export const ISSUED_AT = new Date('2026-05-10T10:00:00+05:30');

/** 2 × ₹1,180 at 18 % and the 5 % fee, to a buyer in the supplier's state: ₹2,478.00. */
export const INTRA_STATE_ORDER: TaxInvoiceInput = {
  serial: 'PGM/26-27/000001',
  issuedAt: ISSUED_AT,
  supplier: SUPPLIER,
  recipient: BUYER_IN_MAHARASHTRA,
  lines: [
    {
      description: 'Aloe vera juice 1 L',
      hsn: '22029990',
      quantity: 2,
      unitPricePaise: 118_000,
      gstRate: 18,
    },
  ],
  feePaise: 11_800,
  amountChargedPaise: 247_800,
};

/** One unit at each rate (0, 5, 12, 18, 28 %) and the fee, to Karnataka: ₹1,494.15. */
export const MIXED_RATES_ORDER: TaxInvoiceInput = {
  serial: 'PGM/26-27/000002',
  issuedAt: ISSUED_AT,
  supplier: SUPPLIER,
  recipient: BUYER_IN_KARNATAKA,
  lines: [
    {
      description: 'Wheat flour 1 kg',
      hsn: '1101',
      quantity: 1,
      unitPricePaise: 10_000,
      gstRate: 0,
    },
    { description: 'Tea 250 g', hsn: '0902', quantity: 1, unitPricePaise: 10_500, gstRate: 5 },
    { description: 'Ghee 500 ml', hsn: '040590', quantity: 1, unitPricePaise: 22_400, gstRate: 12 },
    {
      description: 'Face wash 100 ml',
      hsn: '33049990',
      quantity: 1,
      unitPricePaise: 35_400,
      gstRate: 18,
    },
    {
      description: 'Perfume 50 ml',
      hsn: '33030010',
      quantity: 1,
      unitPricePaise: 64_000,
      gstRate: 28,
    },
  ],
  feePaise: 7_115,
  amountChargedPaise: 149_415,
};

/** 3 × ₹99.99 at 12 % and ₹499 at 18 %, a ₹50 coupon, the fee on ₹748.97, within Maharashtra. */
export const DISCOUNTED_ORDER: TaxInvoiceInput = {
  serial: 'PGM/26-27/000003',
  issuedAt: ISSUED_AT,
  supplier: SUPPLIER,
  recipient: BUYER_IN_MAHARASHTRA,
  lines: [
    {
      description: 'Herbal toothpaste 150 g',
      hsn: '3306',
      quantity: 3,
      unitPricePaise: 9_999,
      gstRate: 12,
    },
    {
      description: 'Protein powder 500 g',
      hsn: '21061000',
      quantity: 1,
      unitPricePaise: 49_900,
      gstRate: 18,
    },
  ],
  discountPaise: 5_000,
  feePaise: 3_745,
  amountChargedPaise: 78_642,
};
