import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KYC_DOCUMENT_PATTERN, WALLET_MESSAGES } from '@saathi/shared';
import { signInNewAssociate, signInNewUser } from '../../../test/builders/people';
import { kycPayload, uploadKycDocument } from '../../../test/builders/wallet';
import { createTestApp } from '../../../test/test-app';

let testApp: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp?.close());

type Headers = Record<string, string>;
const download = (url: string, headers: Headers = {}) =>
  testApp.app.inject({ method: 'GET', url, headers });
const nameOf = (document: string) => path.basename(document);
const isWebp = (body: Buffer) =>
  body.subarray(0, 4).toString('latin1') === 'RIFF' &&
  body.subarray(8, 12).toString('latin1') === 'WEBP';

describe('KYC documents are private', () => {
  it('only the owner and staff who decide KYC open a document; /uploads never serves it', async () => {
    const owner = await signInNewAssociate(testApp.app, testApp.db);
    const document = await uploadKycDocument(testApp.app, owner.auth);
    expect(document).toMatch(KYC_DOCUMENT_PATTERN);

    const mine = await download(document, owner.auth);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/webp');
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(isWebp(mine.rawPayload)).toBe(true);

    // Stored in the private folder, nowhere under the public one.
    expect(existsSync(path.join(testApp.privateFiles, 'kyc', nameOf(document)))).toBe(true);
    expect(readdirSync(testApp.uploads, { recursive: true })).not.toContain(
      path.join('kyc', nameOf(document)),
    );
    expect((await download(`/uploads/kyc/${nameOf(document)}`)).statusCode).toBe(404);

    const anonymous = await download(document);
    expect(anonymous.statusCode).toBe(401);
    const stranger = await signInNewAssociate(testApp.app, testApp.db);
    const refused = await download(document, stranger.auth);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } });
    // Sees the queue, does not decide KYC: told why.
    const orders = await signInNewUser(testApp.app, testApp.db, { roles: ['ORDER_MANAGER'] });
    const forbidden = await download(document, orders.auth);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().error.message).toBe(WALLET_MESSAGES.documentForDeciders);

    for (const roles of [['FINANCE'], ['ADMIN']] as const) {
      const decider = await signInNewUser(testApp.app, testApp.db, { roles: [...roles] });
      const seen = await download(document, decider.auth);
      expect(seen.statusCode).toBe(200);
      expect(seen.rawPayload.equals(mine.rawPayload)).toBe(true);
    }
  });

  it('answers 404 for a name nobody uploaded and 400 for one the server never makes', async () => {
    const owner = await signInNewAssociate(testApp.app, testApp.db);
    const unknown = await download(`/api/kyc/documents/${crypto.randomUUID()}.webp`, owner.auth);
    expect(unknown.statusCode).toBe(404);
    for (const name of ['not-a-uuid.webp', `${'-'.repeat(36)}.webp`, '..%2F..%2Fsecret.webp']) {
      expect((await download(`/api/kyc/documents/${name}`, owner.auth)).statusCode).toBe(400);
    }
  });

  it("refuses a KYC request naming someone else's documents", async () => {
    const owner = await signInNewAssociate(testApp.app, testApp.db);
    const other = await signInNewAssociate(testApp.app, testApp.db);
    const theirs = await kycPayload(testApp.app, owner.auth, 'ABCDE9876F');
    const ownDocument = await uploadKycDocument(testApp.app, other.auth);
    const asked = await testApp.app.inject({
      method: 'POST',
      url: '/requests',
      headers: other.auth,
      payload: { type: 'KYC', payload: { ...theirs, addressDocument: ownDocument } },
    });
    expect(asked.statusCode).toBe(400);
    expect(asked.json().error.fields).toEqual({
      identityDocument: WALLET_MESSAGES.documentNotOwn,
    });
  });

  it('keeps the spec’s field names; the approver finds the documents by their download paths', async () => {
    const owner = await signInNewAssociate(testApp.app, testApp.db);
    const payload = await kycPayload(testApp.app, owner.auth, 'ABCDE5432F');
    const asked = await testApp.app.inject({
      method: 'POST',
      url: '/requests',
      headers: owner.auth,
      payload: { type: 'KYC', payload },
    });
    expect(asked.statusCode).toBe(200);
    const request = asked.json().data;
    expect(request.payload).toMatchObject({
      identityDocument: payload.identityDocument,
      addressDocument: payload.addressDocument,
    });
    const admin = await signInNewUser(testApp.app, testApp.db, { roles: ['FINANCE'] });
    const documents = (request.details as { label: string; value: string }[])
      .filter((detail) => KYC_DOCUMENT_PATTERN.test(detail.value))
      .map((detail) => detail.value);
    expect(documents).toEqual([payload.identityDocument, payload.addressDocument]);
    for (const document of documents) {
      expect((await download(document, admin.auth)).statusCode).toBe(200);
    }
  });
});
