import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KycPayload } from '@saathi/shared';
import { findRequest, insertRequest } from '../../modules/requests';
import { findKyc, saveKyc } from '../../modules/wallet';
import { createS3Storage } from '../../platform/s3-storage';
import { createFolderStorage } from '../../platform/uploads';
import { signInNewAssociate, signInNewUser } from '../../test/builders/people';
import { startS3Server, type S3Server } from '../../test/s3-server';
import { createTestApp } from '../../test/test-app';
import { makeKycDocumentsPrivate } from '../make-kyc-documents-private';

const BUCKET = 'saathi-uploads';
const CDN = 'https://cdn.example.in/saathi';
const credentials = { accessKeyId: 'AKIDSAATHITEST', secretAccessKey: 's3-test-secret-0123456789' };

let testApp: Awaited<ReturnType<typeof createTestApp>>;
let s3: S3Server;
beforeAll(async () => {
  [testApp, s3] = await Promise.all([
    createTestApp(),
    startS3Server({ buckets: [BUCKET], ...credentials }),
  ]);
});
afterAll(async () => {
  await testApp?.close();
  await s3?.close();
});

type Associate = Awaited<ReturnType<typeof signInNewAssociate>>;
let colour = 0x102030;
const webp = () => {
  colour += 0x010203;
  return sharp({
    create: { width: 8, height: 8, channels: 3, background: `#${colour.toString(16)}` },
  })
    .webp()
    .toBuffer();
};

/** A document as the old upload left it: a WebP in the public folder, named by its URL. */
async function publicFile() {
  const id = crypto.randomUUID();
  const bytes = await webp();
  mkdirSync(path.join(testApp.uploads, 'kyc'), { recursive: true });
  writeFileSync(path.join(testApp.uploads, 'kyc', `${id}.webp`), bytes);
  return { id, bytes, value: `/uploads/kyc/${id}.webp` };
}

const payloadOf = (identityDocument: string, addressDocument: string): KycPayload => ({
  pan: 'ABCDE1234F',
  accountHolderName: 'Old Associate',
  accountNumber: '123456789012',
  ifsc: 'SBIN0001234',
  identityDocument,
  addressDocument,
});

/** A KYC request asked before the change, its payload and details naming public URLs. */
const legacyRequest = (person: Associate, payload: KycPayload) =>
  insertRequest({
    db: testApp.db,
    type: 'KYC',
    requesterId: person.user.id,
    payload,
    details: [
      { label: 'PAN', value: payload.pan },
      { label: 'Identity document', value: payload.identityDocument },
      { label: 'Address document', value: payload.addressDocument },
    ],
    pendingKey: `KYC:associate:${person.node.id}`,
  });

const readRequest = (id: number) => findRequest({ db: testApp.db, id });
const download = (url: string, headers: Record<string, string>) =>
  testApp.app.inject({ method: 'GET', url, headers });
const documentPath = (id: string) => `/api/kyc/documents/${id}.webp`;
const publicKyc = () =>
  existsSync(path.join(testApp.uploads, 'kyc'))
    ? readdirSync(path.join(testApp.uploads, 'kyc'))
    : [];

describe('making KYC documents private at start-up', () => {
  it('moves the public files, rewrites what names them, and does nothing the second time', async () => {
    const asking = await signInNewAssociate(testApp.app, testApp.db);
    const [identity, address] = [await publicFile(), await publicFile()];
    const pending = await legacyRequest(asking, payloadOf(identity.value, address.value));

    const approved = await signInNewAssociate(testApp.app, testApp.db);
    const [approvedIdentity, approvedAddress] = [await publicFile(), await publicFile()];
    const approvedPayload = payloadOf(approvedIdentity.value, approvedAddress.value);
    const decided = await legacyRequest(approved, { ...approvedPayload, pan: 'ABCDE4321F' });
    await saveKyc({
      db: testApp.db,
      associateId: approved.node.id,
      payload: { ...approvedPayload, pan: 'ABCDE4321F' },
      requestId: decided.id,
      approvedBy: 1,
    });
    const neverSent = await publicFile();

    const folders = createFolderStorage(testApp.config);
    const step = () => makeKycDocumentsPrivate({ db: testApp.db, storage: folders, folders });
    expect(await step()).toEqual({ moved: 5, rewritten: 3 });

    expect(publicKyc()).toEqual([]);
    expect(readdirSync(path.join(testApp.privateFiles, 'kyc')).sort()).toEqual(
      [identity, address, approvedIdentity, approvedAddress, neverSent]
        .map((f) => `${f.id}.webp`)
        .sort(),
    );
    const rewritten = await readRequest(pending.id);
    expect(rewritten.payload).toEqual(
      payloadOf(documentPath(identity.id), documentPath(address.id)),
    );
    expect(rewritten.details).toEqual([
      { label: 'PAN', value: 'ABCDE1234F' },
      { label: 'Identity document', value: documentPath(identity.id) },
      { label: 'Address document', value: documentPath(address.id) },
    ]);
    expect(await findKyc({ db: testApp.db, associateId: approved.node.id })).toMatchObject({
      identityDocument: documentPath(approvedIdentity.id),
      addressDocument: documentPath(approvedAddress.id),
    });

    // The requester owns their documents now; the old URL serves nothing.
    const mine = await download(documentPath(identity.id), asking.auth);
    expect(mine.statusCode).toBe(200);
    expect(mine.rawPayload.equals(identity.bytes)).toBe(true);
    expect((await download(identity.value, {})).statusCode).toBe(404);
    expect((await download(documentPath(approvedAddress.id), approved.auth)).statusCode).toBe(200);
    expect((await download(documentPath(identity.id), approved.auth)).statusCode).toBe(404);
    // The pending request passes its payload's checks again when approved.
    const admin = await signInNewUser(testApp.app, testApp.db, { roles: ['ADMIN'] });
    const approval = await testApp.app.inject({
      method: 'PUT',
      url: `/requests/${pending.id}/approve`,
      headers: admin.auth,
    });
    expect(approval.statusCode).toBe(200);
    expect((await download(documentPath(neverSent.id), admin.auth)).statusCode).toBe(404);

    expect(await step()).toEqual({ moved: 0, rewritten: 0 });
    expect((await readRequest(pending.id)).payload).toEqual(
      payloadOf(documentPath(identity.id), documentPath(address.id)),
    );
  });

  it('with S3: public objects and files left in the folder both become private objects', async () => {
    const bucket = createS3Storage({
      endpoint: s3.url,
      region: 'ap-south-1',
      bucket: BUCKET,
      publicUrl: CDN,
      ...credentials,
    });
    const inBucket = { id: crypto.randomUUID(), bytes: await webp() };
    const url = await bucket.put(`kyc/${inBucket.id}.webp`, inBucket.bytes);
    expect(url).toBe(`${CDN}/kyc/${inBucket.id}.webp`);
    const inFolder = await publicFile();
    const person = await signInNewAssociate(testApp.app, testApp.db);
    const asked = await legacyRequest(person, payloadOf(url, inFolder.value));

    const folders = createFolderStorage(testApp.config);
    expect(await makeKycDocumentsPrivate({ db: testApp.db, storage: bucket, folders })).toEqual({
      moved: 2,
      rewritten: 1,
    });

    const keys = await s3.listKeys(BUCKET);
    expect(keys).toEqual(
      expect.arrayContaining([
        `private/kyc/${inBucket.id}.webp`,
        `private/kyc/${inFolder.id}.webp`,
      ]),
    );
    expect(keys).not.toContain(`kyc/${inBucket.id}.webp`);
    expect(publicKyc()).toEqual([]);
    for (const file of [inBucket, inFolder]) {
      const opened = await bucket.openPrivate(`kyc/${file.id}.webp`);
      const fetched = await fetch((opened as { url: string }).url);
      expect(Buffer.from(await fetched.arrayBuffer()).equals(file.bytes)).toBe(true);
    }
    expect((await readRequest(asked.id)).payload).toEqual(
      payloadOf(documentPath(inBucket.id), documentPath(inFolder.id)),
    );
  });
});
