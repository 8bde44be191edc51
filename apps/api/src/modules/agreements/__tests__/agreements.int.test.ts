import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { AGREEMENT_TEXTS } from '@saathi/shared';
import { createTestApp } from '../../../test/test-app';
import { acceptCurrentAgreement, currentAgreementId } from '../../../test/builders/agreements';
import { signInNewAssociate, signInNewUser } from '../../../test/builders/people';
import { injectForm, pngImage } from '../../../test/form';
import { latestCode } from '../../../test/outbox';
import { signIn } from '../../../test/sign-in';
import { findAssociateByUserId } from '../../associates';
import { saveKyc } from '../../wallet';
import { agreementAcceptances } from '../tables';
import { sha256Of } from '../services/agreement-versions';

let testApp: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof signInNewUser>>;
beforeAll(async () => {
  testApp = await createTestApp();
  admin = await signInNewUser(testApp.app, testApp.db, { roles: ['ADMIN'] });
});
afterAll(() => testApp?.close());
afterEach(() => vi.useRealTimers());

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, headers: object = {}, payload?: object) =>
  testApp.app.inject({ method, url, headers: headers as Record<string, string>, payload });

let sequence = 0;
const registration = (extra: object) => {
  sequence += 1;
  return {
    name: 'Meena Iyer',
    emailorPhone: `meena${sequence}@example.in`,
    username: `meena${sequence}x`,
    password: 'Secret123',
    confirmPassword: 'Secret123',
    ...extra,
  };
};

/** KYC approved and a profile photo stored: what an identity card needs besides the agreement. */
async function readyForCard(
  node: { id: number },
  userId: number,
  auth: Record<string, string>,
  pan: string,
) {
  await saveKyc({
    db: testApp.db,
    associateId: node.id,
    requestId: 0,
    approvedBy: admin.user.id,
    payload: {
      pan,
      accountHolderName: 'Test Associate',
      accountNumber: '123456789012',
      ifsc: 'SBIN0001234',
      identityDocument: `/api/kyc/documents/${randomUUID()}.webp`,
      addressDocument: `/api/kyc/documents/${randomUUID()}.webp`,
    },
  });
  // The profile photo, through the profile route as the portal sends it.
  const photo = await injectForm(
    testApp.app,
    'PATCH',
    `/user/${userId}/partial`,
    {
      firstName: 'Ravi',
      lastName: 'Associate',
      primaryPhone: `98765${String(userId).padStart(5, '0').slice(-5)}`,
      gender: 'MALE',
      imageUrl: { file: await pngImage('#0f766e', 128) },
    },
    auth,
  );
  expect(photo.statusCode, photo.body).toBe(200);
}

describe('the direct seller agreement', () => {
  it('is accepted while registering: no acceptance, no associate', async () => {
    const missing = await call('POST', '/auth/register/send-otp', {}, registration({}));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toHaveProperty('agreementVersionId');
    const stale = await call(
      'POST',
      '/auth/register/send-otp',
      {},
      registration({ agreementVersionId: 999_999 }),
    );
    expect(stale.statusCode).toBe(400);
    expect(stale.json().error.fields).toEqual({ agreementVersionId: AGREEMENT_TEXTS.notCurrent });

    const current = (await call('GET', '/api/agreements/current')).json().data;
    expect(current.body).toContain("the Company's standard direct seller agreement");
    const input = registration({ agreementVersionId: current.id });
    expect((await call('POST', '/auth/register/send-otp', {}, input)).statusCode).toBe(200);
    const verified = await testApp.app.inject({
      method: 'POST',
      url: '/auth/verify-otp',
      headers: { 'user-agent': 'AgreementTest/1.0' },
      remoteAddress: '203.0.113.7',
      payload: {
        destination: input.emailorPhone,
        otp: await latestCode(testApp.app, input.emailorPhone),
        type: 'email',
      },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    const { user } = verified.json().data;
    expect(await findAssociateByUserId({ db: testApp.db, userId: user.id })).toBeDefined();
    const rows = await testApp.db
      .select()
      .from(agreementAcceptances)
      .where(eq(agreementAcceptances.userId, user.id));
    expect(rows).toEqual([
      expect.objectContaining({
        versionId: current.id,
        textSha256: sha256Of(current.body),
        ip: '203.0.113.7',
        userAgent: 'AgreementTest/1.0',
      }),
    ]);
    expect(current.sha256).toBe(rows[0]!.textSha256);
  });

  it('keeps acceptances and texts as written: updates and deletes are refused', async () => {
    const customer = await signInNewUser(testApp.app, testApp.db);
    await acceptCurrentAgreement(testApp.app, customer.auth);
    const [row] = await testApp.db
      .select()
      .from(agreementAcceptances)
      .where(eq(agreementAcceptances.userId, customer.user.id));
    await expect(
      testApp.db.execute(
        sql`update agreement_acceptances set ip = '0.0.0.0' where id = ${row!.id}`,
      ),
    ).rejects.toThrow();
    await expect(
      testApp.db.execute(sql`delete from agreement_acceptances where id = ${row!.id}`),
    ).rejects.toThrow();
    await expect(
      testApp.db.execute(
        sql`update agreement_versions set body = 'changed' where id = ${row!.versionId}`,
      ),
    ).rejects.toThrow();
    const [after] = await testApp.db
      .select()
      .from(agreementAcceptances)
      .where(eq(agreementAcceptances.id, row!.id));
    expect(after).toEqual(row);
  });

  it('refuses to make a customer an associate (admin or approved request) until they accept', async () => {
    const customer = await signInNewUser(testApp.app, testApp.db);
    const made = () => call('POST', '/associates', admin.auth, { userId: customer.user.id });
    const refused = await made();
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ agreement: AGREEMENT_TEXTS.mustAccept });
    expect(
      await findAssociateByUserId({ db: testApp.db, userId: customer.user.id }),
    ).toBeUndefined();
    const asked = await call('POST', '/requests', customer.auth, {
      type: 'ASSOCIATE_UPGRADE',
      payload: {
        sponsorCode: (await signInNewAssociate(testApp.app, testApp.db)).node.referralCode,
      },
    });
    expect(asked.statusCode).toBe(400);
    await acceptCurrentAgreement(testApp.app, customer.auth);
    expect((await made()).statusCode).toBe(200);
  });

  it('gives the accepted agreement as PDF to its owner and to admins, to no one else', async () => {
    const person = await signInNewUser(testApp.app, testApp.db);
    await acceptCurrentAgreement(testApp.app, person.auth);
    const status = (await call('GET', '/api/agreements/self', person.auth)).json().data;
    expect(status.hasAcceptedCurrent).toBe(true);
    const url = `/api/agreements/acceptances/${status.acceptances[0].id}/pdf`;
    const own = await call('GET', url, person.auth);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await call('GET', url, admin.auth)).statusCode).toBe(200);
    const other = await signInNewUser(testApp.app, testApp.db);
    expect((await call('GET', url, other.auth)).statusCode).toBe(404);
  });
});

describe('the identity card', () => {
  it('is issued after KYC to its owner only, and its check shows a suspension at once', async () => {
    const associate = await signInNewAssociate(testApp.app, testApp.db, { firstName: 'Ravi' });
    const kycFirst = await call('GET', '/api/id-cards/self.pdf', associate.auth);
    expect(kycFirst.statusCode).toBe(400);
    expect(kycFirst.json().error.fields).toEqual({ kyc: AGREEMENT_TEXTS.kycFirst });
    await readyForCard(associate.node, associate.user.id, associate.auth, 'ABCPR1234K');
    const unsigned = await call('GET', '/api/id-cards/self.pdf', associate.auth);
    expect(unsigned.json().error.fields).toEqual({ agreement: AGREEMENT_TEXTS.mustAccept });
    await acceptCurrentAgreement(testApp.app, associate.auth);

    const pdf = await call('GET', '/api/id-cards/self.pdf', associate.auth);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const png = await call('GET', '/api/id-cards/self.png', associate.auth);
    expect(png.headers['content-type']).toBe('image/png');
    expect(await sharp(png.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1013 });
    const cardId = pdf.headers['x-card-id'];
    expect(png.headers['x-card-id']).toBe(cardId);

    // A customer has no card, and no path names another person's card.
    const customer = await signInNewUser(testApp.app, testApp.db);
    expect((await call('GET', '/api/id-cards/self.pdf', customer.auth)).statusCode).toBe(403);
    expect(
      (await call('GET', `/api/id-cards/${associate.node.id}.pdf`, customer.auth)).statusCode,
    ).toBe(404);

    const verify = () => call('GET', `/api/verify/${cardId}`);
    const active = await verify();
    expect(active.headers['cache-control']).toBe('no-store');
    expect(active.json().data).toMatchObject({
      name: 'Ravi Associate',
      referralCode: associate.node.referralCode,
      status: 'ACTIVE',
    });
    const suspended = await call('PUT', `/associates/${associate.node.id}`, admin.auth, {
      status: 'INACTIVE',
    });
    expect(suspended.statusCode).toBe(200);
    expect((await verify()).json().data.status).toBe('SUSPENDED');
    await call('PUT', `/associates/${associate.node.id}`, admin.auth, { status: 'ACTIVE' });
    expect((await verify()).json().data.status).toBe('ACTIVE');
    expect((await call('GET', '/api/verify/aaaaaaaaaaaaaaaa')).statusCode).toBe(404);
    expect((await call('GET', '/api/verify/1')).statusCode).toBe(400);

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 367 * 86_400_000 });
    expect((await verify()).json().data.status).toBe('EXPIRED');
    vi.useRealTimers();

    const register = await call('GET', '/api/admin/direct-sellers/register.csv', admin.auth);
    expect(register.statusCode).toBe(200);
    const line = register.body
      .split('\r\n')
      .find((row) => row.startsWith(associate.node.referralCode));
    expect(line).toMatch(/,Ravi Associate,,XXXXXX234K,APPROVED,1\.0,\d{4}-\d{2}-\d{2},ACTIVE$/);
    expect(register.body.split('\r\n')[0]).toBe(
      'Associate ID,Name,Address,PAN (masked),KYC status,Agreement version,Joined,Status',
    );
    expect(
      (await call('GET', '/api/admin/direct-sellers/register.csv', customer.auth)).statusCode,
    ).toBe(403);
  });
});

describe('a new version', () => {
  it('is accepted again by an associate once it takes effect', async () => {
    const associate = await signInNewAssociate(testApp.app, testApp.db);
    await acceptCurrentAgreement(testApp.app, associate.auth);
    const tomorrow = new Date(Date.now() + 86_400_000).toLocaleDateString('en-CA', {
      timeZone: 'Asia/Kolkata',
    });
    const draft = {
      version: '2.0',
      title: 'Direct seller agreement',
      body: 'Version two. '.repeat(5),
    };
    const past = await call('POST', '/api/admin/agreements', admin.auth, {
      ...draft,
      effectiveFrom: '2020-01-01',
    });
    expect(past.json().error.fields).toEqual({ effectiveFrom: AGREEMENT_TEXTS.notEffectiveInPast });
    expect(
      (
        await call('POST', '/api/admin/agreements', associate.auth, {
          ...draft,
          effectiveFrom: tomorrow,
        })
      ).statusCode,
    ).toBe(403);
    const created = await call('POST', '/api/admin/agreements', admin.auth, {
      ...draft,
      effectiveFrom: tomorrow,
    });
    expect(created.statusCode, created.body).toBe(200);
    const first = await currentAgreementId(testApp.app);
    expect(first).not.toBe(created.json().data.id);

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 2 * 86_400_000 });
    // Two days on, the morning's access token has long expired: a new sign-in.
    const { auth } = await signIn(testApp.app, associate.user);
    const status = (await call('GET', '/api/agreements/self', auth)).json().data;
    expect(status).toMatchObject({ hasAcceptedCurrent: false, current: { version: '2.0' } });
    const stale = await call('POST', '/api/agreements/accept', auth, { versionId: first });
    expect(stale.json().error.fields).toEqual({ versionId: AGREEMENT_TEXTS.notCurrent });
    await acceptCurrentAgreement(testApp.app, auth);
    const after = (await call('GET', '/api/agreements/self', auth)).json().data;
    expect(after.hasAcceptedCurrent).toBe(true);
    expect(after.acceptances.map((row: { version: string }) => row.version)).toEqual([
      '2.0',
      '1.0',
    ]);
  });
});
