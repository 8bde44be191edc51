// A local stand-in for RazorpayX payouts (api.razorpay.com/v1/payouts), for the API tests: the
// composite payout call with X-Payout-Idempotency (a repeated key answers the first payout),
// a payout's status, and hooks to settle a payout or fail the next answer. It shares no code
// with the shop's client (platform/razorpayx). Node built-ins only.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type Json = Record<string, unknown>;

export interface FakeRazorpayXCall {
  method: string;
  path: string;
  idempotencyKey: string | null;
  body: Json | null;
}

const payoutId = () => `pout_${randomBytes(7).toString('hex')}`;

export async function startFakeRazorpayX(options: { keyId?: string; keySecret?: string } = {}) {
  const keyId = options.keyId ?? 'rzp_test_FakePayouts01';
  const keySecret = options.keySecret ?? 'fake-payout-secret-01';
  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
  const payouts = new Map<string, Json>();
  const byKey = new Map<string, string>();
  const calls: FakeRazorpayXCall[] = [];
  let failNextAnswer = false;

  const send = (response: ServerResponse, status: number, body: Json) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  const error = (response: ServerResponse, status: number, description: string) =>
    send(response, status, { error: { code: 'BAD_REQUEST_ERROR', description } });

  async function readJson(request: IncomingMessage) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    return text ? (JSON.parse(text) as Json) : null;
  }

  function createPayout(body: Json, key: string) {
    const existing = byKey.get(key);
    if (existing) return payouts.get(existing)!;
    const payout: Json = {
      id: payoutId(),
      entity: 'payout',
      fund_account_id: `fa_${randomBytes(7).toString('hex')}`,
      amount: body.amount,
      currency: 'INR',
      status: 'processing',
      utr: null,
      mode: body.mode,
      purpose: body.purpose,
      reference_id: body.reference_id ?? null,
      fund_account: body.fund_account,
      status_details: null,
      created_at: Math.floor(Date.now() / 1000),
    };
    payouts.set(payout.id as string, payout);
    byKey.set(key, payout.id as string);
    return payout;
  }

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const body = request.method === 'POST' ? await readJson(request) : null;
      const idempotencyKey = (request.headers['x-payout-idempotency'] as string) ?? null;
      calls.push({ method: request.method ?? '', path: url.pathname, idempotencyKey, body });
      if (request.headers.authorization !== expectedAuth) {
        return error(response, 401, 'The api key provided is invalid');
      }
      if (request.method === 'POST' && url.pathname === '/v1/payouts') {
        if (!idempotencyKey) return error(response, 400, 'X-Payout-Idempotency is required');
        if (!body || typeof body.amount !== 'number' || body.amount < 100) {
          return error(response, 400, 'The amount must be at least INR 1.00');
        }
        const payout = createPayout(body, idempotencyKey);
        // A made payout whose answer is lost (a timeout): the caller must retry with its key.
        if (failNextAnswer) {
          failNextAnswer = false;
          return error(response, 503, 'Service temporarily unavailable');
        }
        return send(response, 200, payout);
      }
      const match = /^\/v1\/payouts\/([^/]+)$/.exec(url.pathname);
      if (request.method === 'GET' && match) {
        const payout = payouts.get(decodeURIComponent(match[1]!));
        return payout ? send(response, 200, payout) : error(response, 404, 'No such payout');
      }
      return error(response, 404, 'The requested URL was not found on the server.');
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    keyId,
    keySecret,
    calls,
    payouts,
    /** The next payout call is made but answered with a 503, as after a timeout. */
    failNextAnswer: () => {
      failNextAnswer = true;
    },
    /** The bank's answer: processed (with a UTR) or failed. */
    settle(id: string, status: 'processed' | 'failed') {
      const payout = payouts.get(id)!;
      payout.status = status;
      payout.utr =
        status === 'processed' ? `UTR${randomBytes(6).toString('hex').toUpperCase()}` : null;
      payout.status_details =
        status === 'failed'
          ? { description: 'The beneficiary bank is offline', reason: 'bank_offline' }
          : null;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
