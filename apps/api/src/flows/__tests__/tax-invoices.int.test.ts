import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { findOrderInvoice } from '../../modules/invoices';
import { createTestApp } from '../../test/test-app';
import { createTestCatalogue } from '../../test/builders/products';
import { startFakeRazorpay, type FakeRazorpay } from '../../test/fake-razorpay';
import { signInNewUser } from '../../test/builders/people';
import { addAddress, addToCart, placeOrder } from '../../test/builders/orders';
import { createShoppers } from '../../test/builders/people';

let fake: FakeRazorpay;
let testApp: Awaited<ReturnType<typeof createTestApp>>;
let adminAuth: Record<string, string>;
const products = { soap: 0, oil: 0, tea: 0, cream: 0 };

const PUNE = { city: 'Pune', state: 'Maharashtra', postal_code: '411005' };

beforeAll(async () => {
  fake = await startFakeRazorpay();
  testApp = await createTestApp(fake.env());
  adminAuth = (await signInNewUser(testApp.app, testApp.db, { roles: ['ADMIN'] })).auth;
  const catalogue = await createTestCatalogue(testApp.app, adminAuth);
  const add = (name: string, price: string, hsnCode: string, gstRate: number) =>
    catalogue.addProduct({ name, price, hsnCode, gstRate, stock: 500 });
  products.soap = await add('Neem Soap', '45.00', '34011190', 5);
  products.oil = await add('Amla Hair Oil', '199.50', '33059011', 18);
  products.tea = await add('Herbal Tea', '99.99', '09021010', 12);
  products.cream = await add('Kesar Face Cream', '499.00', '33049910', 18);
});
afterAll(async () => {
  await testApp.close();
  await fake.close();
});
afterEach(() => vi.useRealTimers());

type Basket = [productId: number, quantity: number][];

/** A new shopper's order of the basket, delivered to Bengaluru unless the address says else. */
async function order(
  basket: Basket,
  options: { address?: object; paymentMethod?: 'COD' | 'RAZORPAY'; couponCode?: string } = {},
) {
  const [shopper] = await createShoppers(testApp.app, testApp.db, 1);
  const addressId = await addAddress(testApp.app, shopper!.auth, options.address);
  for (const [productId, quantity] of basket) {
    await addToCart(testApp.app, shopper!.auth, productId, quantity);
  }
  const placed = await placeOrder(testApp.app, shopper!.auth, {
    addressId,
    paymentMethod: options.paymentMethod ?? 'COD',
    ...(options.couponCode ? { couponCode: options.couponCode } : {}),
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const data = placed.json().data as {
    order: { id: number; total: number };
    razorpay?: { razorpayOrderId: string };
  };
  return { ...shopper!, ...data };
}

const invoiceOf = async (orderId: number) =>
  (await findOrderInvoice({ db: testApp.db, orderId }))?.invoice;

const serialNumber = (serial: string) => Number(serial.split('/')[2]);

async function pdfText(url: string, auth: Record<string, string>) {
  const response = await testApp.app.inject({ url, headers: auth });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  const document = await getDocumentProxy(new Uint8Array(response.rawPayload));
  const { text } = await extractText(document, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe('tax invoices for orders', () => {
  it('issues an inter-state invoice (IGST) on a cash-on-delivery order, its total the order’s', async () => {
    const placed = await order([
      [products.soap, 3],
      [products.oil, 1],
    ]);
    const invoice = (await invoiceOf(placed.order.id))!;
    // Subtotal ₹334.50, fee ₹16.73 (5 %, rounded once): ₹6.75 to the soap, ₹9.98 to the oil by
    // value. Soap ₹141.75 at 5 %: taxable ₹135.00; oil ₹209.48 at 18 %: taxable ₹177.53.
    expect(invoice).toMatchObject({
      supplyType: 'INTER_STATE',
      placeOfSupply: { stateCode: '29', state: 'Karnataka' },
      supplier: { gstin: '27AAAAA0000A1Z2', stateCode: '27' },
      feePaise: 1_673,
      roundOffPaise: 0,
      grandTotalPaise: 35_123,
      totals: { taxablePaise: 31_253, igstPaise: 3_870, cgstPaise: 0, sgstPaise: 0 },
      amountInWords: 'Rupees Three Hundred Fifty-One and Twenty-Three Paise Only',
    });
    expect(
      invoice.lines.map((line) => [line.hsn, line.gstRate, line.feePaise, line.taxablePaise]),
    ).toEqual([
      ['34011190', 5, 675, 13_500],
      ['33059011', 18, 998, 17_753],
    ]);
    expect(invoice.grandTotalPaise).toBe(Math.round(placed.order.total * 100));
    expect(invoice.serial).toMatch(/^PGM\/\d\d-\d\d\/\d{6}$/);
  });

  it('splits CGST and SGST within the supplier’s state, mixed rates rounded to the paisa', async () => {
    const placed = await order(
      [
        [products.tea, 3],
        [products.cream, 1],
      ],
      { address: PUNE },
    );
    const invoice = (await invoiceOf(placed.order.id))!;
    // Subtotal ₹798.97, fee ₹39.95: ₹15.00 to the tea (remainder .89), ₹24.95 to the cream.
    // Tea ₹314.97 at 12 %: taxable ₹281.22, tax ₹33.75 = CGST ₹16.88 + SGST ₹16.87.
    // Cream ₹523.95 at 18 %: taxable ₹444.03, tax ₹79.92 = ₹39.96 + ₹39.96.
    expect(
      invoice.lines.map((line) => [line.taxablePaise, line.cgstPaise, line.sgstPaise]),
    ).toEqual([
      [28_122, 1_688, 1_687],
      [44_403, 3_996, 3_996],
    ]);
    expect(invoice).toMatchObject({
      supplyType: 'INTRA_STATE',
      placeOfSupply: { stateCode: '27' },
      totals: { taxablePaise: 72_525, cgstPaise: 5_684, sgstPaise: 5_683, igstPaise: 0 },
      grandTotalPaise: 83_892,
    });
    expect(invoice.grandTotalPaise).toBe(Math.round(placed.order.total * 100));
  });

  it('takes a coupon’s discount off the lines by value, before the fee, to the order’s total', async () => {
    const coupon = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/coupons',
      headers: adminAuth,
      payload: {
        code: `GST10${Date.now() % 100_000}`,
        kind: 'PERCENT',
        percentOff: 10,
        validFrom: new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(
          new Date(),
        ),
      },
    });
    expect(coupon.statusCode, coupon.body).toBe(201);
    const placed = await order(
      [
        [products.soap, 3],
        [products.oil, 1],
      ],
      { couponCode: coupon.json().data.code },
    );
    const invoice = (await invoiceOf(placed.order.id))!;
    // ₹334.50 less 10 % (₹33.45: ₹13.50 off the soap, ₹19.95 off the oil) = ₹301.05; fee 5 % of
    // that, ₹15.05 (₹6.07 + ₹8.98). Soap ₹127.57 at 5 %: taxable ₹121.50; oil ₹188.53 at 18 %:
    // taxable ₹159.77. Total ₹316.10.
    expect(
      invoice.lines.map((line) => [line.discountPaise, line.feePaise, line.taxablePaise]),
    ).toEqual([
      [1_350, 607, 12_150],
      [1_995, 898, 15_977],
    ]);
    expect(invoice).toMatchObject({
      discountPaise: 3_345,
      feePaise: 1_505,
      totals: { taxablePaise: 28_127, igstPaise: 3_483 },
      roundOffPaise: 0,
      grandTotalPaise: 31_610,
    });
    expect(invoice.grandTotalPaise).toBe(Math.round(placed.order.total * 100));
  });

  it('issues the invoice of an online order when its payment is captured, not before', async () => {
    const placed = await order([[products.oil, 2]], { paymentMethod: 'RAZORPAY' });
    expect(await invoiceOf(placed.order.id)).toBeUndefined();
    const paid = fake.pay(placed.razorpay!.razorpayOrderId);
    const verified = await testApp.app.inject({
      method: 'POST',
      url: '/api/payments/razorpay/verify',
      headers: placed.auth,
      payload: paid.response!,
    });
    expect(verified.statusCode, verified.body).toBe(200);
    const invoice = (await invoiceOf(placed.order.id))!;
    // ₹399 + ₹19.95 fee = ₹418.95 captured; at 18 %: taxable ₹355.04.
    expect(invoice).toMatchObject({
      grandTotalPaise: paid.payment.amount,
      totals: { taxablePaise: 35_504, igstPaise: 6_391 },
    });
    expect(paid.payment.amount).toBe(41_895);
  });

  it('numbers invoices consecutively in the financial year, from 1 again on 1 April (IST)', async () => {
    const last = await order([[products.soap, 1]]);
    const lastNumber = serialNumber((await invoiceOf(last.order.id))!.serial);
    vi.useFakeTimers({ toFake: ['Date'] });
    // 23:59 on 31 March 2027 in India, then 00:00 and 00:05 on 1 April.
    vi.setSystemTime(new Date('2027-03-31T18:29:00Z'));
    const march = await order([[products.soap, 1]]);
    vi.setSystemTime(new Date('2027-03-31T18:30:00Z'));
    const april = await order([[products.soap, 1]]);
    vi.setSystemTime(new Date('2027-03-31T18:35:00Z'));
    const later = await order([[products.soap, 1]]);
    const serials = await Promise.all(
      [march, april, later].map(async (placed) => (await invoiceOf(placed.order.id))!.serial),
    );
    expect(serials).toEqual([
      `PGM/26-27/${String(lastNumber + 1).padStart(6, '0')}`,
      'PGM/27-28/000001',
      'PGM/27-28/000002',
    ]);
  });

  it('gives N orders placed at once the serials n+1 … n+N, no gap and no duplicate', async () => {
    const before = await order([[products.soap, 1]]);
    const start = serialNumber((await invoiceOf(before.order.id))!.serial);
    const count = 12;
    const shoppers = await createShoppers(testApp.app, testApp.db, count);
    const addresses = await Promise.all(
      shoppers.map(async (shopper) => {
        await addToCart(testApp.app, shopper.auth, products.tea, 1);
        return addAddress(testApp.app, shopper.auth);
      }),
    );
    const placed = await Promise.all(
      shoppers.map((shopper, index) =>
        placeOrder(testApp.app, shopper.auth, {
          addressId: addresses[index],
          paymentMethod: 'COD',
        }),
      ),
    );
    const numbers = await Promise.all(
      placed.map(async (response) => {
        expect(response.statusCode, response.body).toBe(201);
        return serialNumber((await invoiceOf(response.json().data.order.id))!.serial);
      }),
    );
    expect(numbers.toSorted((a, b) => a - b)).toEqual(
      Array.from({ length: count }, (_, index) => start + 1 + index),
    );
  });

  it('serves the invoice PDF to its shopper and staff, its totals the order’s; others get 404', async () => {
    const placed = await order([
      [products.soap, 3],
      [products.oil, 1],
    ]);
    const { invoice } = (await findOrderInvoice({ db: testApp.db, orderId: placed.order.id }))!;
    const url = `/api/orders/${placed.order.id}/invoice.pdf`;
    const text = await pdfText(url, placed.auth);
    for (const expected of [
      'TAX INVOICE',
      `Invoice No.: ${invoice.serial}`,
      'GSTIN: 27AAAAA0000A1Z2',
      'Place of supply: Karnataka (29)',
      '34011190',
      'IGST',
      '351.23',
      'Rupees Three Hundred Fifty-One and Twenty-Three Paise Only',
      'Tax payable on reverse charge: No',
    ]) {
      expect(text).toContain(expected);
    }
    expect(await pdfText(`/api/admin/orders/${placed.order.id}/invoice.pdf`, adminAuth)).toContain(
      invoice.serial,
    );

    // In Hindi with the English beside it, when the reader asks for it; another language is a 400.
    const hindi = await pdfText(`${url}?language=hi`, placed.auth);
    expect(hindi).toContain(`बीजक सं. / Invoice No.: ${invoice.serial}`);
    expect(hindi).toContain('(Rupees Three Hundred Fifty-One and Twenty-Three Paise Only)');
    const unknown = await testApp.app.inject({ url: `${url}?language=fr`, headers: placed.auth });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toHaveProperty('language');

    const documents = await testApp.app.inject({
      url: `/api/orders/${placed.order.id}/tax-documents`,
      headers: placed.auth,
    });
    expect(documents.json().data).toEqual({
      invoice: expect.objectContaining({ serial: invoice.serial, grandTotal: 351.23 }),
      creditNotes: [],
    });

    const [stranger] = await createShoppers(testApp.app, testApp.db, 1);
    for (const path of ['invoice.pdf', 'tax-documents', 'credit-notes/1.pdf']) {
      const foreign = await testApp.app.inject({
        url: `/api/orders/${placed.order.id}/${path}`,
        headers: stranger!.auth,
      });
      expect(foreign.statusCode, path).toBe(404);
    }
  });

  it('serves a cancelled order’s credit note as a PDF and lists it', async () => {
    const placed = await order([[products.cream, 1]], { address: PUNE });
    const cancelled = await testApp.app.inject({
      method: 'POST',
      url: `/api/orders/${placed.order.id}/cancel`,
      headers: placed.auth,
      payload: {},
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const documents = (
      await testApp.app.inject({
        url: `/api/admin/orders/${placed.order.id}/tax-documents`,
        headers: adminAuth,
      })
    ).json().data;
    expect(documents.creditNotes).toEqual([
      expect.objectContaining({ reason: 'Order cancelled', grandTotal: placed.order.total }),
    ]);
    const note = documents.creditNotes[0];
    const text = await pdfText(
      `/api/orders/${placed.order.id}/credit-notes/${note.id}.pdf`,
      placed.auth,
    );
    expect(text).toContain('CREDIT NOTE');
    expect(text).toContain(note.serial);
    expect(text).toContain(documents.invoice.serial);
    expect(text).toContain(placed.order.total.toFixed(2));
    const hindi = await pdfText(
      `/api/orders/${placed.order.id}/credit-notes/${note.id}.pdf?language=hi`,
      placed.auth,
    );
    expect(hindi).toContain(`नोट सं. / Credit Note No.: ${note.serial}`);
  });

  it('lists a month’s documents for finance and exports the GSTR-1 B2C summary as CSV', async () => {
    const placed = await order([[products.tea, 2]], { address: PUNE });
    const { invoice } = (await findOrderInvoice({ db: testApp.db, orderId: placed.order.id }))!;
    const month = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' })
      .format(invoice.issuedAt)
      .slice(0, 7);
    const listed = await testApp.app.inject({
      url: `/api/admin/tax-documents?month=${month}`,
      headers: adminAuth,
    });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data.documents).toContainEqual(
      expect.objectContaining({ kind: 'TAX_INVOICE', serial: invoice.serial }),
    );
    const csv = await testApp.app.inject({
      url: `/api/admin/tax-documents/gstr1-b2c.csv?month=${month}`,
      headers: adminAuth,
    });
    expect(csv.statusCode).toBe(200);
    const [header, ...rows] = csv.body.trim().split('\r\n');
    expect(header).toBe(
      'Type,Place Of Supply,Rate,Applicable % of Tax Rate,Taxable Value,Cess Amount,E-Commerce GSTIN,Integrated Tax,Central Tax,State/UT Tax',
    );
    expect(rows.some((row) => row.startsWith('OE,27-Maharashtra,12,'))).toBe(true);
    const refused = await testApp.app.inject({
      url: '/api/admin/tax-documents?month=2026-13',
      headers: adminAuth,
    });
    expect(refused.statusCode).toBe(400);
  });
});
