// A local stand-in for Razorpay (api.razorpay.com/v1 and checkout.razorpay.com), for the API
// tests and the e2e suite: orders, payments, captures, refunds with X-Refund-Idempotency, signed
// webhooks, and a Checkout script that opens its payment page in a frame as the real one does.
// It shares no code with the shop's client (platform/razorpay): signatures are computed here
// from Razorpay's documentation, so a misreading on one side shows as a failure.
// Node built-ins only: e2e/server.mjs loads it through tsx.
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type Json = Record<string, unknown>;

export interface FakeRazorpayOptions {
  host?: string;
  port?: number;
  keyId?: string;
  keySecret?: string;
  webhookSecret?: string;
  /** Where webhooks go after a checkout payment or a refund (the e2e server); none in API tests. */
  webhookUrl?: string;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const razorpayId = (prefix: string) =>
  `${prefix}_${Array.from(randomBytes(14), (byte) => ALPHABET[byte % ALPHABET.length]).join('')}`;
const now = () => Math.floor(Date.now() / 1000);
const hmac = (secret: string, message: string) =>
  createHmac('sha256', secret).update(message).digest('hex');

const errorBody = (description: string, field?: string) => ({
  error: {
    code: 'BAD_REQUEST_ERROR',
    description,
    source: 'business',
    step: 'payment_initiation',
    reason: 'input_validation_failed',
    metadata: {},
    ...(field ? { field } : {}),
  },
});

export async function startFakeRazorpay(options: FakeRazorpayOptions = {}) {
  const keyId = options.keyId ?? 'rzp_test_FakeKey0001';
  const keySecret = options.keySecret ?? 'fake-key-secret-0001';
  const webhookSecret = options.webhookSecret ?? 'fake-webhook-secret-0001';
  const orders = new Map<string, Json>();
  const payments = new Map<string, Json>();
  const refunds = new Map<string, Json>();
  const refundsByKey = new Map<string, string>();
  const webhooksSent: { event: string; status: number }[] = [];
  let url = '';

  /** A webhook as Razorpay would send it: its body, signature and event id. */
  function signedWebhook(event: string, entities: { payment?: Json; order?: Json; refund?: Json }) {
    const payload: Json = {};
    for (const [name, entity] of Object.entries(entities)) if (entity) payload[name] = { entity };
    const body = JSON.stringify({
      entity: 'event',
      account_id: 'acc_FakeAccount01',
      event,
      contains: Object.keys(payload),
      payload,
      created_at: now(),
    });
    return {
      body,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': hmac(webhookSecret, body),
        'x-razorpay-event-id': razorpayId('evt'),
      },
    };
  }

  function deliver(event: string, entities: { payment?: Json; order?: Json; refund?: Json }) {
    if (!options.webhookUrl) return;
    const { body, headers } = signedWebhook(event, entities);
    void fetch(options.webhookUrl, { method: 'POST', headers, body })
      .then((response) => webhooksSent.push({ event, status: response.status }))
      .catch(() => webhooksSent.push({ event, status: 0 }));
  }

  /** What Checkout does when the shopper pays (or fails to) on an order. */
  function pay(
    orderId: string,
    outcome: { isSuccess: boolean; method?: string; capture?: boolean },
  ) {
    const order = orders.get(orderId);
    if (!order) throw new Error(`No fake Razorpay order ${orderId}`);
    const payment: Json = {
      id: razorpayId('pay'),
      entity: 'payment',
      amount: order.amount,
      currency: 'INR',
      status: outcome.isSuccess ? 'authorized' : 'failed',
      order_id: orderId,
      method: outcome.method ?? 'upi',
      captured: false,
      amount_refunded: 0,
      refund_status: null,
      error_code: outcome.isSuccess ? null : 'BAD_REQUEST_ERROR',
      error_description: outcome.isSuccess ? null : 'Payment failed',
      email: 'shopper@example.in',
      contact: '+919876543210',
      notes: [],
      created_at: now(),
    };
    payments.set(payment.id as string, payment);
    order.attempts = (order.attempts as number) + 1;
    order.status = 'attempted';
    if (!outcome.isSuccess) {
      deliver('payment.failed', { payment });
      return {
        payment,
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: 'Payment failed',
          source: 'customer',
          step: 'payment_authorization',
          reason: 'payment_failed',
          metadata: { order_id: orderId, payment_id: payment.id },
        },
      };
    }
    deliver('payment.authorized', { payment: { ...payment } });
    if (outcome.capture !== false) capture(payment);
    return {
      payment,
      response: {
        razorpay_payment_id: payment.id as string,
        razorpay_order_id: orderId,
        razorpay_signature: hmac(keySecret, `${orderId}|${payment.id as string}`),
      },
    };
  }

  function capture(payment: Json) {
    payment.status = 'captured';
    payment.captured = true;
    const order = orders.get(payment.order_id as string)!;
    order.amount_paid = payment.amount;
    order.amount_due = 0;
    order.status = 'paid';
    deliver('payment.captured', { payment: { ...payment } });
    deliver('order.paid', { payment: { ...payment }, order: { ...order } });
  }

  function refund(payment: Json, body: Json, idempotencyKey: string | undefined) {
    if (idempotencyKey && refundsByKey.has(idempotencyKey)) {
      return [200, refunds.get(refundsByKey.get(idempotencyKey)!)!] as const;
    }
    if (payment.status !== 'captured' && payment.status !== 'refunded') {
      return [400, errorBody('Only captured payments can be refunded')] as const;
    }
    const amount = (body.amount as number | undefined) ?? (payment.amount as number);
    if (!Number.isInteger(amount) || amount < 100) {
      return [400, errorBody('The amount must be at least INR 1.00', 'amount')] as const;
    }
    const refundable = (payment.amount as number) - (payment.amount_refunded as number);
    if (amount > refundable) {
      return [
        400,
        errorBody('The refund amount provided is greater than amount captured', 'amount'),
      ] as const;
    }
    const entity: Json = {
      id: razorpayId('rfnd'),
      entity: 'refund',
      amount,
      currency: 'INR',
      payment_id: payment.id,
      notes: body.notes ?? [],
      receipt: body.receipt ?? null,
      acquirer_data: { arn: null },
      created_at: now(),
      batch_id: null,
      status: 'processed',
      speed_processed: 'normal',
      speed_requested: 'normal',
    };
    refunds.set(entity.id as string, entity);
    if (idempotencyKey) refundsByKey.set(idempotencyKey, entity.id as string);
    payment.amount_refunded = (payment.amount_refunded as number) + amount;
    payment.refund_status = payment.amount_refunded === payment.amount ? 'full' : 'partial';
    if (payment.refund_status === 'full') payment.status = 'refunded';
    deliver('refund.created', { refund: entity, payment: { ...payment } });
    deliver('refund.processed', { refund: entity, payment: { ...payment } });
    return [200, entity] as const;
  }

  const isAuthorised = (request: IncomingMessage) =>
    request.headers.authorization ===
    `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;

  async function readJson(request: IncomingMessage): Promise<Json> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    return text ? (JSON.parse(text) as Json) : {};
  }

  function api(method: string, path: string, body: Json, request: IncomingMessage) {
    let match: RegExpExecArray | null;
    if (method === 'POST' && path === '/v1/orders') {
      const amount = body.amount;
      if (!Number.isInteger(amount) || (amount as number) < 100) {
        return [400, errorBody('The amount must be at least INR 1.00', 'amount')] as const;
      }
      if (body.currency !== 'INR') return [400, errorBody('Currency is not supported')] as const;
      if (typeof body.receipt === 'string' && body.receipt.length > 40) {
        return [400, errorBody('receipt: the length must be no more than 40.')] as const;
      }
      const order: Json = {
        id: razorpayId('order'),
        entity: 'order',
        amount,
        amount_paid: 0,
        amount_due: amount,
        currency: 'INR',
        receipt: body.receipt ?? null,
        offer_id: null,
        status: 'created',
        attempts: 0,
        notes: body.notes ?? [],
        created_at: now(),
      };
      orders.set(order.id as string, order);
      return [200, order] as const;
    }
    if ((match = /^\/v1\/orders\/([^/]+)\/payments$/.exec(path)) && method === 'GET') {
      if (!orders.has(match[1]!))
        return [400, errorBody('The id provided does not exist')] as const;
      const items = [...payments.values()].filter((payment) => payment.order_id === match![1]);
      return [200, { entity: 'collection', count: items.length, items }] as const;
    }
    if ((match = /^\/v1\/orders\/([^/]+)$/.exec(path)) && method === 'GET') {
      const order = orders.get(match[1]!);
      return order
        ? ([200, order] as const)
        : ([400, errorBody('The id provided does not exist')] as const);
    }
    if ((match = /^\/v1\/payments\/([^/]+)(\/capture|\/refund)?$/.exec(path))) {
      const payment = payments.get(match[1]!);
      if (!payment) return [400, errorBody('The id provided does not exist')] as const;
      if (!match[2] && method === 'GET') return [200, payment] as const;
      if (match[2] === '/capture' && method === 'POST') {
        if (payment.status !== 'authorized') {
          return [400, errorBody('This payment has already been captured')] as const;
        }
        if (body.amount !== payment.amount) {
          return [
            400,
            errorBody('Capture amount must be equal to the amount authorized', 'amount'),
          ] as const;
        }
        capture(payment);
        return [200, payment] as const;
      }
      if (match[2] === '/refund' && method === 'POST') {
        const key = request.headers['x-refund-idempotency'];
        return refund(payment, body, typeof key === 'string' ? key : undefined);
      }
    }
    return [404, errorBody('The requested URL was not found on the server.')] as const;
  }

  function send(
    response: ServerResponse,
    status: number,
    body: unknown,
    type = 'application/json',
  ) {
    response.writeHead(status, { 'content-type': type, 'access-control-allow-origin': '*' });
    response.end(typeof body === 'string' ? body : JSON.stringify(body));
  }

  const server = createServer((request, response) => {
    void (async () => {
      const { pathname, searchParams } = new URL(request.url ?? '/', 'http://fake');
      const method = request.method ?? 'GET';
      if (method === 'GET' && pathname === '/v1/checkout.js') {
        return send(response, 200, checkoutScript(url), 'text/javascript; charset=utf-8');
      }
      if (method === 'GET' && pathname === '/v1/checkout/public') {
        return send(response, 200, checkoutPage(searchParams), 'text/html; charset=utf-8');
      }
      const body = method === 'POST' ? await readJson(request) : {};
      if (method === 'POST' && pathname === '/v1/checkout/pay') {
        const outcome = pay(String(body.order_id), { isSuccess: body.outcome === 'success' });
        return send(response, 200, outcome);
      }
      if (!isAuthorised(request)) {
        return send(response, 401, {
          error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' },
        });
      }
      const [status, answer] = api(method, pathname, body, request);
      return send(response, status, answer);
    })().catch((error: unknown) => send(response, 500, { error: String(error) }));
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  url = `http://${options.host ?? '127.0.0.1'}:${(server.address() as AddressInfo).port}`;

  return {
    url,
    checkoutUrl: `${url}/v1/checkout.js`,
    keyId,
    keySecret,
    webhookSecret,
    orders,
    payments,
    refunds,
    webhooksSent,
    /** The shopper pays on a Razorpay order; `capture: false` leaves it authorized. */
    pay: (orderId: string, capture = true) => pay(orderId, { isSuccess: true, capture }),
    fail: (orderId: string) => pay(orderId, { isSuccess: false }),
    signedWebhook,
    /** The settings that point the shop at this fake. */
    env: () => ({
      RAZORPAY_KEY_ID: keyId,
      RAZORPAY_KEY_SECRET: keySecret,
      RAZORPAY_WEBHOOK_SECRET: webhookSecret,
      RAZORPAY_API_URL: url,
      RAZORPAY_CHECKOUT_URL: `${url}/v1/checkout.js`,
    }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type FakeRazorpay = Awaited<ReturnType<typeof startFakeRazorpay>>;

/** window.Razorpay: opens the payment page in a frame from the API origin, as Checkout does. */
const checkoutScript = (base: string) => `(function () {
  var BASE = ${JSON.stringify(base)};
  function Razorpay(options) { this.options = options || {}; this.handlers = {}; }
  Razorpay.prototype.on = function (event, handler) { this.handlers[event] = handler; };
  Razorpay.prototype.open = function () {
    var self = this;
    var query = new URLSearchParams({
      order_id: self.options.order_id, key_id: self.options.key, origin: location.origin,
      amount: String(self.options.amount), name: self.options.name || '',
      description: self.options.description || ''
    });
    var frame = document.createElement('iframe');
    frame.src = BASE + '/v1/checkout/public?' + query.toString();
    frame.title = 'Razorpay Checkout';
    frame.setAttribute('style', 'position:fixed;inset:0;width:100%;height:100%;border:0;z-index:2147483647');
    function close() { window.removeEventListener('message', onMessage); frame.remove(); }
    function onMessage(event) {
      var data = event.data;
      if (event.origin !== BASE || !data || data.source !== 'razorpay-fake') return;
      if (data.kind === 'success') { close(); if (self.options.handler) self.options.handler(data.response); }
      if (data.kind === 'failure' && self.handlers['payment.failed']) self.handlers['payment.failed']({ error: data.error });
      if (data.kind === 'dismiss') { close(); var modal = self.options.modal || {}; if (modal.ondismiss) modal.ondismiss(); }
    }
    window.addEventListener('message', onMessage);
    document.body.appendChild(frame);
  };
  window.Razorpay = Razorpay;
})();`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The payment page inside the frame: pay, fail (the frame stays, as Checkout's does) or close. */
function checkoutPage(query: URLSearchParams) {
  const rupees = (Number(query.get('amount')) / 100).toFixed(2);
  const origin = JSON.stringify(query.get('origin') ?? '*');
  const orderId = JSON.stringify(query.get('order_id') ?? '');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Razorpay Checkout (test)</title>
<style>body{margin:0;font-family:sans-serif;background:rgba(0,0,0,.55);display:grid;place-items:center;min-height:100vh}
main{background:#fff;border-radius:12px;padding:24px;min-width:300px}button{display:block;width:100%;margin-top:12px;padding:12px;font-size:16px}</style></head>
<body><main><h1>${escapeHtml(query.get('name') ?? '')}</h1><p>${escapeHtml(query.get('description') ?? '')}</p>
<p>Test payment of ₹${rupees}</p><p role="status" id="status"></p>
<button id="pay">Pay ₹${rupees}</button><button id="fail">Fail payment</button><button id="close">Close</button></main>
<script>
function post(message) { message.source = 'razorpay-fake'; parent.postMessage(message, ${origin}); }
function attempt(outcome) {
  fetch('/v1/checkout/pay', { method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ order_id: ${orderId}, outcome: outcome }) })
    .then(function (r) { return r.json(); })
    .then(function (result) {
      if (result.response) post({ kind: 'success', response: result.response });
      else { document.getElementById('status').textContent = 'Payment failed. Try again or close.'; post({ kind: 'failure', error: result.error }); }
    });
}
document.getElementById('pay').onclick = function () { attempt('success'); };
document.getElementById('fail').onclick = function () { attempt('failure'); };
document.getElementById('close').onclick = function () { post({ kind: 'dismiss' }); };
</script></body></html>`;
}
