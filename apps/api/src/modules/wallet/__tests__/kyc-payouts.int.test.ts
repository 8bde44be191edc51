import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WALLET_MESSAGES } from '@saathi/shared';
import { signInNewAssociate } from '../../../test/builders/people';
import { signInNewUser } from '../../../test/builders/people';
import { createTestApp } from '../../../test/test-app';
import { approvedKyc, creditWallet, kycPayload, nextPan } from '../../../test/builders/wallet';
import { holdPayout } from '..';
import { insertRequest } from '../../requests';

let testApp: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof signInNewUser>>;

beforeAll(async () => {
  testApp = await createTestApp();
  admin = await signInNewUser(testApp.app, testApp.db, { roles: ['ADMIN'] });
});
afterAll(() => testApp?.close());

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: object) =>
  testApp.app.inject({ method, url, headers, payload });
const askPayout = (auth: Headers, amount: number) =>
  call('POST', '/requests', auth, { type: 'PAYOUT', payload: { amount } });
/** A PDF's text, its spaces and line breaks as single spaces. */
async function pdfText(pdf: Buffer) {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), {
    mergePages: true,
  });
  return text.replace(/\s+/g, ' ');
}
const summaryOf = async (auth: Headers, id: number) =>
  (await call('GET', `/api/nodePaymentHistory/summary/${id}`, auth)).json().data;

/** A signed-in associate with approved KYC and ₹1,000 in the wallet. */
async function readyAssociate() {
  const associate = await signInNewAssociate(testApp.app, testApp.db);
  await approvedKyc(testApp.app, associate.auth, admin.auth, nextPan());
  expect((await creditWallet(testApp.app, admin.auth, associate.node.id, 1_000)).statusCode).toBe(
    200,
  );
  return associate;
}

describe('KYC', () => {
  it('checks the PAN and IFSC formats with field errors', async () => {
    const associate = await signInNewAssociate(testApp.app, testApp.db);
    const payload = await kycPayload(testApp.app, associate.auth, 'ABCDE12345');
    const response = await call('POST', '/requests', associate.auth, {
      type: 'KYC',
      payload: { ...payload, ifsc: 'SBIN1234567' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toMatchObject({
      'payload.pan': WALLET_MESSAGES.panFormat,
      'payload.ifsc': WALLET_MESSAGES.ifscFormat,
    });
  });

  it("answers the KYC form's field errors in the requester's language (decision 0168)", async () => {
    const associate = await signInNewAssociate(testApp.app, testApp.db);
    const wrong = {
      pan: 'ABCDE12345',
      accountHolderName: 'A',
      accountNumber: '12',
      ifsc: 'SBIN1234567',
      identityDocument: 'x.webp',
      addressDocument: 'x.webp',
    };
    const ask = (headers: Headers) =>
      call('POST', '/requests', { ...associate.auth, ...headers }, { type: 'KYC', payload: wrong });
    expect((await ask({ 'accept-language': 'hi' })).json().error.fields).toEqual({
      'payload.pan': 'PAN कार्ड पर लिखे अनुसार डालें: 5 अक्षर, 4 अंक, 1 अक्षर (जैसे ABCDE1234F)',
      'payload.accountHolderName': 'खाताधारक का नाम वैसा ही डालें जैसा बैंक में दर्ज है',
      'payload.accountNumber': 'खाता नंबर डालें: 9 से 18 अंक',
      'payload.ifsc': '11 अक्षरों का IFSC कोड डालें (जैसे SBIN0001234)',
      'payload.identityDocument': 'दस्तावेज़ की फ़ोटो फिर से अपलोड करें',
      'payload.addressDocument': 'दस्तावेज़ की फ़ोटो फिर से अपलोड करें',
    });
    expect((await ask({ 'accept-language': 'en' })).json().error.fields).toEqual({
      'payload.pan': WALLET_MESSAGES.panFormat,
      'payload.accountHolderName': WALLET_MESSAGES.holderName,
      'payload.accountNumber': WALLET_MESSAGES.accountFormat,
      'payload.ifsc': WALLET_MESSAGES.ifscFormat,
      'payload.identityDocument': WALLET_MESSAGES.document,
      'payload.addressDocument': WALLET_MESSAGES.document,
    });
  });

  it('approves a KYC and refuses the same PAN for another associate id', async () => {
    const first = await signInNewAssociate(testApp.app, testApp.db);
    const second = await signInNewAssociate(testApp.app, testApp.db);
    const pan = nextPan();
    // Both ask before either is approved: the second approval is refused, nothing written.
    const asks = await Promise.all(
      [first, second].map(async (person) =>
        call('POST', '/requests', person.auth, {
          type: 'KYC',
          payload: await kycPayload(testApp.app, person.auth, pan.toLowerCase()),
        }),
      ),
    );
    const [a, b] = asks.map((response) => response.json().data.id as number);
    expect((await call('PUT', `/requests/${a}/approve`, admin.auth)).statusCode).toBe(200);
    const refused = await call('PUT', `/requests/${b}/approve`, admin.auth);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(WALLET_MESSAGES.panTaken);
    const view = (await call('GET', '/api/kyc', second.auth)).json().data;
    expect(view).toMatchObject({ status: 'PENDING', approved: null });
    // Asking again with that PAN is refused at once.
    const again = await call('POST', '/requests', second.auth, {
      type: 'KYC',
      payload: await kycPayload(testApp.app, second.auth, pan),
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.fields).toEqual({ pan: WALLET_MESSAGES.panTaken });
    const inHindi = await call(
      'POST',
      '/requests',
      { ...second.auth, 'accept-language': 'hi' },
      { type: 'KYC', payload: await kycPayload(testApp.app, second.auth, pan) },
    );
    expect(inHindi.json().error.fields).toEqual({
      pan: 'यह PAN पहले से किसी दूसरे एसोसिएट के नाम दर्ज है।',
    });
    const mine = (await call('GET', '/api/kyc', first.auth)).json().data;
    expect(mine).toMatchObject({
      status: 'APPROVED',
      approved: { pan, accountNumberMasked: 'XXXXXXXX9012', ifsc: 'SBIN0001234' },
    });
  });

  it('refuses a document that is not an image', async () => {
    const associate = await signInNewAssociate(testApp.app, testApp.db);
    const { injectForm } = await import('../../../test/form');
    const response = await injectForm(
      testApp.app,
      'POST',
      '/api/kyc/documents',
      { image: { file: Buffer.from('%PDF-1.4 not an image at all'), type: 'image/png' } },
      associate.auth,
    );
    expect(response.statusCode).toBe(415);
  });
});

describe('payouts', () => {
  it('refuses a withdrawal without KYC, below the minimum or above the balance', async () => {
    const noKyc = await signInNewAssociate(testApp.app, testApp.db);
    await creditWallet(testApp.app, admin.auth, noKyc.node.id, 1_000);
    const withoutKyc = await askPayout(noKyc.auth, 600);
    expect(withoutKyc.statusCode).toBe(400);
    expect(withoutKyc.json().error.message).toBe(WALLET_MESSAGES.kycRequiredToAsk);

    const associate = await readyAssociate();
    const small = await askPayout(associate.auth, 499.99);
    expect(small.json().error.fields).toEqual({ amount: 'The smallest withdrawal is ₹500.00.' });
    const large = await askPayout(associate.auth, 1_000.01);
    expect(large.statusCode).toBe(400);
    expect(large.json().error.fields).toEqual({
      amount: 'You can withdraw at most ₹1,000.00, your balance.',
    });
    const badAmount = await askPayout(associate.auth, 600.001);
    expect(badAmount.statusCode).toBe(400);
  });

  it('holds the amount so racing requests never overdraw one balance', async () => {
    const associate = await readyAssociate();
    const results = await Promise.all(
      Array.from({ length: 5 }, () => askPayout(associate.auth, 600)),
    );
    expect(results.map((response) => response.statusCode).sort()).toEqual([
      200, 400, 400, 400, 400,
    ]);
    const summary = await summaryOf(associate.auth, associate.node.id);
    expect(summary).toMatchObject({ balance: 400, pending: 600, paidOut: 0 });
  });

  it('releases the hold when rejected or withdrawn; pays with a UTR on approval', async () => {
    const associate = await readyAssociate();
    const first = (await askPayout(associate.auth, 700)).json().data.id;
    expect((await summaryOf(associate.auth, associate.node.id)).balance).toBe(300);
    const rejected = await call('PUT', `/requests/${first}/reject`, admin.auth, {
      reason: 'Bank details are being checked',
    });
    expect(rejected.statusCode).toBe(200);
    expect((await summaryOf(associate.auth, associate.node.id)).balance).toBe(1_000);

    const second = (await askPayout(associate.auth, 800)).json().data.id;
    expect((await call('PUT', `/requests/${second}/cancel`, associate.auth)).statusCode).toBe(200);
    expect((await summaryOf(associate.auth, associate.node.id)).balance).toBe(1_000);

    const third = (await askPayout(associate.auth, 900)).json().data.id;
    const badUtr = await call('PUT', `/requests/${third}/approve`, admin.auth, { utr: 'x' });
    expect(badUtr.statusCode).toBe(400);
    const paid = await call('PUT', `/requests/${third}/approve`, admin.auth, {
      utr: 'sbin426123456789',
    });
    expect(paid.statusCode).toBe(200);
    expect(await summaryOf(associate.auth, associate.node.id)).toMatchObject({
      grossEarned: 1_000,
      tds: 0,
      net: 1_000,
      paidOut: 900,
      pending: 0,
      balance: 100,
      kycStatus: 'APPROVED',
    });
    const history = (
      await call('GET', `/api/nodePaymentHistory/${associate.node.id}`, associate.auth)
    ).json().data;
    expect(history).toMatchObject({ page: 1, limit: 10, total: 6 });
    expect(history.items[0]).toMatchObject({
      kind: 'PAYOUT',
      net: -900,
      payout: { status: 'PAID', utr: 'SBIN426123456789' },
    });
    const payoutsOnly = (
      await call(
        'GET',
        `/api/nodePaymentHistory/${associate.node.id}?history=payouts&limit=2&page=2`,
        associate.auth,
      )
    ).json().data;
    expect(payoutsOnly).toMatchObject({ page: 2, limit: 2, total: 5 });
  });

  it('approves without a UTR as awaiting transfer; finance records it later', async () => {
    const associate = await readyAssociate();
    const id = (await askPayout(associate.auth, 500)).json().data.id;
    expect((await call('PUT', `/requests/${id}/approve`, admin.auth)).statusCode).toBe(200);
    const awaiting = (await call('GET', '/api/admin/payouts/awaiting-transfer', admin.auth)).json()
      .data;
    const payout = awaiting.find((row: { requestId: number }) => row.requestId === id);
    expect(payout).toMatchObject({ status: 'APPROVED', amount: 500 });
    const recorded = await call('PUT', `/api/admin/payouts/${payout.id}/transfer`, admin.auth, {
      utr: 'HDFCR52026112200001',
    });
    expect(recorded.json().data).toMatchObject({ status: 'PAID', utr: 'HDFCR52026112200001' });
    const twice = await call('PUT', `/api/admin/payouts/${payout.id}/transfer`, admin.auth, {
      utr: 'HDFCR52026112200001',
    });
    expect(twice.statusCode).toBe(409);
  });

  it('refuses to approve a payout when the associate has no approved KYC', async () => {
    const associate = await signInNewAssociate(testApp.app, testApp.db);
    await creditWallet(testApp.app, admin.auth, associate.node.id, 1_000);
    // A request from before KYC was required to ask (stored directly), with its hold.
    const id = await testApp.db.transaction(async (db) => {
      const request = await insertRequest({
        db,
        type: 'PAYOUT',
        requesterId: associate.user.id,
        payload: { amount: 600 },
        details: [],
        pendingKey: null,
      });
      await holdPayout({
        db,
        associateId: associate.node.id,
        amountPaise: 60_000,
        requestId: request.id,
      });
      return request.id;
    });
    const refused = await call('PUT', `/requests/${id}/approve`, admin.auth, {
      utr: 'SBIN426123456789',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(WALLET_MESSAGES.kycRequired);
    expect((await summaryOf(associate.auth, associate.node.id)).pending).toBe(600);
  });
});

describe('who sees a payment history', () => {
  it("refuses another associate's history and summary; finance sees any", async () => {
    const owner = await readyAssociate();
    const other = await signInNewAssociate(testApp.app, testApp.db);
    const customer = await signInNewUser(testApp.app, testApp.db);
    for (const url of [
      `/api/nodePaymentHistory/${owner.node.id}`,
      `/api/nodePaymentHistory/summary/${owner.node.id}`,
      `/api/wallet/${owner.node.id}/statement?month=2026-11`,
    ]) {
      expect((await call('GET', url, other.auth)).statusCode).toBe(403);
      expect((await call('GET', url, customer.auth)).statusCode).toBe(403);
      expect((await call('GET', url, {})).statusCode).toBe(401);
      expect((await call('GET', url, admin.auth)).statusCode).toBe(200);
    }
    expect((await call('GET', '/api/nodePaymentHistory/99999999', admin.auth)).statusCode).toBe(
      404,
    );
    const badPage = await call(
      'GET',
      `/api/nodePaymentHistory/${owner.node.id}?page=0`,
      owner.auth,
    );
    expect(badPage.statusCode).toBe(400);
  });
});

describe('statements and tax reports', () => {
  it('gives the month statement, its PDF, Form 16A fields and the 26Q CSV', async () => {
    const associate = await readyAssociate();
    // ₹25,000 more: the year passes ₹20,000, 2% of ₹26,000 = ₹520 withheld.
    await creditWallet(testApp.app, admin.auth, associate.node.id, 25_000);
    const month = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 7);
    const statement = (
      await call('GET', `/api/wallet/${associate.node.id}/statement?month=${month}`, associate.auth)
    ).json().data;
    expect(statement).toMatchObject({
      month,
      earnings: [{ kind: 'MANUAL_ADJUSTMENT', gross: 26_000 }],
      gross: 26_000,
      tds: 520,
      net: 25_480,
      closingBalance: 25_480,
    });
    const pdf = await call(
      'GET',
      `/api/wallet/${associate.node.id}/statement.pdf?month=${month}`,
      associate.auth,
    );
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // In Hindi with the English beside it when asked (decision 0152): the same figures.
    const english = await pdfText(pdf.rawPayload);
    const hindi = await pdfText(
      (
        await call(
          'GET',
          `/api/wallet/${associate.node.id}/statement.pdf?month=${month}&language=hi`,
          associate.auth,
        )
      ).rawPayload,
    );
    expect(english).toContain('TDS withheld (section 194H) 520.00');
    expect(english).not.toContain('सहयोगी');
    // Extracted text lists some glyphs apart (ि before its consonant, ई) and maps others by the
    // font subset the PDF holds (ै came out as "P" in one): words without them.
    for (const label of [
      'सहयोगी / Associate: ',
      'काटा गया TDS (धारा 194H) / TDS withheld (section 194H) 520.00',
      'समायोजन Adjustment by the company 26,000.00',
      'महीने के अंत में वॉलेट ',
      ' / Wallet balance at the month’s end 25,480.00',
    ]) {
      expect(hindi).toContain(label);
    }
    const figures = (text: string) => text.match(/\d{1,3}(,\d{2,3})*\.\d{2}/g);
    expect(figures(hindi)).toEqual(figures(english));
    const unknown = await call(
      'GET',
      `/api/wallet/${associate.node.id}/statement.pdf?month=${month}&language=fr`,
      associate.auth,
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toHaveProperty('language');
    const badMonth = await call(
      'GET',
      `/api/wallet/${associate.node.id}/statement?month=2026-13`,
      associate.auth,
    );
    expect(badMonth.statusCode).toBe(400);

    const [year, monthNumber] = month.split('-').map(Number) as [number, number];
    const financialYear = monthNumber >= 4 ? year : year - 1;
    const certificate = (
      await call(
        'GET',
        `/api/wallet/${associate.node.id}/tds-certificate?year=${financialYear}`,
        associate.auth,
      )
    ).json().data;
    expect(certificate).toMatchObject({ section: '194H', totalPaid: 26_000, totalTds: 520 });
    expect(certificate.quarters).toHaveLength(4);

    const quarter = Math.floor(((monthNumber + 8) % 12) / 3) + 1;
    const csv = await call(
      'GET',
      `/api/admin/wallet/tds-26q?year=${financialYear}&quarter=${quarter}`,
      admin.auth,
    );
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toContain('PAN of deductee');
    expect(
      lines.some(
        (line) => line.includes(`${associate.node.referralCode}`) && line.includes('520.00'),
      ),
    ).toBe(true);
    const badQuarter = await call(
      'GET',
      `/api/admin/wallet/tds-26q?year=${financialYear}&quarter=5`,
      admin.auth,
    );
    expect(badQuarter.statusCode).toBe(400);
    expect(
      (
        await call(
          'GET',
          `/api/admin/wallet/tds-26q?year=${financialYear}&quarter=1`,
          associate.auth,
        )
      ).statusCode,
    ).toBe(403);
  });

  it('saves payout settings from today on and refuses a past day', async () => {
    const today = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
    const settings = {
      tdsRateWithPan: 2,
      tdsRateWithoutPan: 20,
      tdsThreshold: 20_000,
      minimumPayout: 500,
      deductorTan: 'mumd12345e',
    };
    const past = await call('PUT', '/api/admin/payout-settings', admin.auth, {
      ...settings,
      effectiveFrom: '2020-01-01',
    });
    expect(past.statusCode).toBe(400);
    const saved = await call('PUT', '/api/admin/payout-settings', admin.auth, {
      ...settings,
      effectiveFrom: today,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.current).toMatchObject({
      deductorTan: 'MUMD12345E',
      effectiveFrom: today,
    });
    const badRate = await call('PUT', '/api/admin/payout-settings', admin.auth, {
      ...settings,
      tdsRateWithPan: 120,
      effectiveFrom: today,
    });
    expect(badRate.json().error.fields).toMatchObject({
      tdsRateWithPan: WALLET_MESSAGES.settingsRates,
    });
  });
});
