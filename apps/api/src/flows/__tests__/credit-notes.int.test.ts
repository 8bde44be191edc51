import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findOrderInvoice, listInvoiceCreditNotes } from '../../modules/invoices';
import { readOrderLines } from '../../modules/orders';
import { createTestApp } from '../../test/test-app';
import { createTestCatalogue } from '../../test/builders/products';
import { signInNewUser } from '../../test/builders/people';
import { placeCodOrder } from '../../test/builders/orders';
import { createShoppers } from '../../test/builders/people';
import { issueCreditNote, previewCreditNote } from '../issue-credit-note';

let testApp: Awaited<ReturnType<typeof createTestApp>>;
let adminAuth: Record<string, string>;
let soapId: number;
let oilId: number;

beforeAll(async () => {
  testApp = await createTestApp();
  adminAuth = (await signInNewUser(testApp.app, testApp.db, { roles: ['ADMIN'] })).auth;
  const catalogue = await createTestCatalogue(testApp.app, adminAuth);
  soapId = await catalogue.addProduct({
    name: 'Neem Soap',
    price: '45.00',
    hsnCode: '34011190',
    gstRate: 5,
  });
  oilId = await catalogue.addProduct({
    name: 'Amla Hair Oil',
    price: '199.50',
    hsnCode: '33059011',
    gstRate: 18,
  });
});
afterAll(() => testApp.close());

/** 3 soaps (₹45, 5 %) and 1 oil (₹199.50, 18 %) to Bengaluru, cash on delivery: ₹351.23. */
async function buy() {
  const [shopper] = await createShoppers(testApp.app, testApp.db, 1);
  const orderId = (
    await placeCodOrder(testApp.app, shopper!.auth, [
      [soapId, 3],
      [oilId, 1],
    ])
  ).id;
  const lines = await readOrderLines({ db: testApp.db, orderId });
  const lineOf = (productId: number) => lines.find((line) => line.productId === productId)!.id;
  return { shopper: shopper!, orderId, soapLine: lineOf(soapId), oilLine: lineOf(oilId) };
}

describe('credit notes', () => {
  it('credits returned units and refunded amounts, previews without writing, refuses too much', async () => {
    const { orderId, soapLine, oilLine } = await buy();
    const { id: invoiceId, invoice } = (await findOrderInvoice({ db: testApp.db, orderId }))!;
    // Soap: ₹135 + ₹6.75 fee share = ₹141.75 for 3; oil: ₹199.50 + ₹9.98 = ₹209.48.
    expect(invoice.grandTotalPaise).toBe(35_123);

    const oneSoap = { db: testApp.db, orderId, items: [{ orderLineId: soapLine, quantity: 1 }] };
    const preview = await previewCreditNote({ ...oneSoap, reason: 'Damaged in transit' });
    expect(preview.grandTotalPaise).toBe(4_725);
    expect(await listInvoiceCreditNotes({ db: testApp.db, invoiceId })).toHaveLength(0);

    const first = await testApp.db.transaction((tx) =>
      issueCreditNote({ ...oneSoap, db: tx, reason: 'Damaged in transit' }),
    );
    expect(first).toMatchObject({ grandTotalPaise: 4_725 });
    expect(first.serial).toMatch(/^PGMCN\/\d\d-\d\d\/0001$/);

    const refund = await issueCreditNote({
      db: testApp.db,
      orderId,
      items: [{ orderLineId: oilLine, amountPaise: 5_000 }],
      reason: 'Price adjustment',
    });
    expect(refund.grandTotalPaise).toBe(5_000);
    expect(refund.serial).toMatch(/0002$/);

    await expect(
      issueCreditNote({
        db: testApp.db,
        orderId,
        items: [{ orderLineId: soapLine, quantity: 3 }],
        reason: 'Returned',
      }),
    ).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      message: expect.stringMatching(/2 units/),
    });
    await expect(
      previewCreditNote({
        db: testApp.db,
        orderId,
        items: [{ orderLineId: 999_999, quantity: 1 }],
        reason: 'Returned',
      }),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('cancelling an invoiced order credits what is left of the invoice, to the paisa', async () => {
    const { shopper, orderId, soapLine } = await buy();
    await issueCreditNote({
      db: testApp.db,
      orderId,
      items: [{ orderLineId: soapLine, quantity: 1 }],
      reason: 'Damaged in transit',
    });
    const cancelled = await testApp.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/cancel`,
      headers: shopper.auth,
      payload: {},
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const issued = (await findOrderInvoice({ db: testApp.db, orderId }))!;
    const notes = await listInvoiceCreditNotes({ db: testApp.db, invoiceId: issued.id });
    expect(notes.map((note) => note.creditNote.reason)).toEqual([
      'Damaged in transit',
      'Order cancelled',
    ]);
    const credited = notes.reduce((sum, note) => sum + note.creditNote.grandTotalPaise, 0);
    expect(credited).toBe(issued.invoice.grandTotalPaise);
    const igst = notes.reduce((sum, note) => sum + note.creditNote.totals.igstPaise, 0);
    expect(igst).toBe(issued.invoice.totals.igstPaise);
  });

  it('two credit notes at once for the last units: one is issued, the other refused', async () => {
    const { orderId, soapLine } = await buy();
    const returnTwo = () =>
      testApp.db.transaction((tx) =>
        issueCreditNote({
          db: tx,
          orderId,
          items: [{ orderLineId: soapLine, quantity: 2 }],
          reason: 'Returned',
        }),
      );
    const outcomes = await Promise.allSettled([returnTwo(), returnTwo()]);
    expect(outcomes.map((outcome) => outcome.status).toSorted()).toEqual(['fulfilled', 'rejected']);
    const { id: invoiceId } = (await findOrderInvoice({ db: testApp.db, orderId }))!;
    expect(await listInvoiceCreditNotes({ db: testApp.db, invoiceId })).toHaveLength(1);
  });

  it('refuses a credit note for an order without an invoice', async () => {
    await expect(
      previewCreditNote({ db: testApp.db, orderId: 999_999, items: [], reason: 'Returned' }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
  });
});
