import type { FastifyInstance } from 'fastify';
import { injectForm, image } from '../form';

type Headers = Record<string, string>;

/** Uploads a document image through the KYC upload and answers its name for the payload. */
export async function uploadKycDocument(app: FastifyInstance, auth: Headers, colour?: string) {
  const response = await injectForm(
    app,
    'POST',
    '/api/kyc/documents',
    { image: await image(colour) },
    auth,
  );
  return response.json().data.document as string;
}

/** A complete KYC payload with the given PAN (documents uploaded as the associate). */
export async function kycPayload(app: FastifyInstance, auth: Headers, pan: string) {
  return {
    pan,
    accountHolderName: 'Test Associate',
    accountNumber: '123456789012',
    ifsc: 'SBIN0001234',
    identityDocument: await uploadKycDocument(app, auth, '#123456'),
    addressDocument: await uploadKycDocument(app, auth, '#654321'),
  };
}

/** Asks for KYC and has `admin` approve it; answers the request's id. */
export async function approvedKyc(
  app: FastifyInstance,
  auth: Headers,
  admin: Headers,
  pan: string,
) {
  const asked = await app.inject({
    method: 'POST',
    url: '/requests',
    headers: auth,
    payload: { type: 'KYC', payload: await kycPayload(app, auth, pan) },
  });
  const id = asked.json().data.id as number;
  const approved = await app.inject({
    method: 'PUT',
    url: `/requests/${id}/approve`,
    headers: admin,
  });
  if (approved.statusCode !== 200) throw new Error(`KYC not approved: ${approved.body}`);
  return id;
}

/** Finance credits a wallet by the manual adjustment. */
export const creditWallet = (
  app: FastifyInstance,
  admin: Headers,
  associateId: number,
  amount: number,
) =>
  app.inject({
    method: 'POST',
    url: '/api/admin/wallet/adjustments',
    headers: admin,
    payload: { associateId, direction: 'CREDIT', amount, reason: 'Test credit' },
  });

/** A pseudo-random valid PAN for a test. */
let panCounter = 1000;
export const nextPan = () => {
  panCounter += 1;
  return `ABCDE${panCounter}F`.slice(0, 10);
};
