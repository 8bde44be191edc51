import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasPermission, ROLES, type Role } from '@saathi/shared';
import type { RouteAccess } from '../platform/auth-guard';
import { createTestApp } from '../test/test-app';
import { signInNewUser } from '../test/builders/people';

let testApp: Awaited<ReturnType<typeof createTestApp>>;
const tokens = new Map<Role, Record<string, string>>();

beforeAll(async () => {
  testApp = await createTestApp();
  for (const role of ROLES) {
    tokens.set(role, (await signInNewUser(testApp.app, testApp.db, { roles: [role] })).auth);
  }
});
afterAll(() => testApp?.close());

/** Routes anyone or any signed-in user may call: every other route declares a permission. */
const OPEN_ROUTES = [
  'DELETE /addresses/:id signed-in',
  'DELETE /api/cart/:id signed-in',
  'DELETE /api/wishlist/:productId signed-in',
  'GET /addresses signed-in',
  'GET /api/agreements/acceptances/:id/pdf signed-in',
  'GET /api/agreements/current public',
  'GET /api/agreements/self signed-in',
  'GET /api/auth-config public',
  'GET /api/earnings/progress signed-in',
  'GET /api/id-cards/self.:format signed-in',
  'GET /api/earnings/binary signed-in',
  'GET /api/earnings/clawbacks signed-in',
  'GET /api/earnings/placement public',
  'GET /api/brands public',
  'GET /api/business-value-settings public',
  'GET /api/bvPoints/:userId signed-in',
  'GET /api/bvPoints/:userId/export signed-in',
  'GET /api/cart/user/:userId signed-in',
  'GET /api/categories public',
  'GET /api/checkout signed-in',
  'GET /api/coupons signed-in',
  'GET /api/company-settings public',
  'GET /api/media public',
  'GET /api/notifications signed-in',
  'GET /api/orders signed-in',
  'GET /api/orders/:ref signed-in',
  'GET /api/orders/:id/returns signed-in',
  'GET /api/orders/:id/credit-notes/:creditNoteId.pdf signed-in',
  'GET /api/orders/:id/invoice.pdf signed-in',
  'GET /api/orders/:id/tax-documents signed-in',
  'GET /api/pages/:slug public',
  'GET /api/posts public',
  'GET /api/posts/:kind/:slug public',
  'GET /api/products public',
  'GET /api/products/:id public',
  'GET /api/products/category/:categoryId public',
  'GET /api/products/suggest public',
  'GET /api/shop-links/:code public',
  'GET /api/shop-links/mine signed-in',
  'GET /api/stores public',
  'GET /api/stores/availability public',
  'GET /api/verify/:cardId public',
  'GET /api/wishlist signed-in',
  'GET /associates/:id/repurchase-summary signed-in',
  'GET /associates/downstream/:id signed-in',
  'GET /associates/downstream/:id/export signed-in',
  'GET /associates/referral/:code public',
  'GET /associates/referred/users signed-in',
  'GET /associates/self/data signed-in',
  'GET /associates/tree/:id signed-in',
  'GET /associates/upstream/:id signed-in',
  'GET /dev/outbox public',
  'GET /docs public',
  'GET /docs/json public',
  'GET /docs/static/* public',
  'GET /docs/static/index.html public',
  'GET /docs/static/swagger-initializer.js public',
  'GET /docs/yaml public',
  'GET /healthz public',
  'GET /openapi.json public',
  'GET /readyz public',
  'GET /requests/user/:userId signed-in',
  'GET /uploads/* public',
  'GET /user/me signed-in',
  'PATCH /api/cart/:id signed-in',
  'PATCH /user/:id/partial signed-in',
  'POST /addresses signed-in',
  'POST /api/cart signed-in',
  'POST /api/checkout/coupon signed-in',
  'POST /api/orders signed-in',
  'POST /api/orders/:id/cancel signed-in',
  'POST /api/orders/:id/pay signed-in',
  'POST /api/payments/razorpay/verify signed-in',
  'POST /api/shop-links/:code/visits public',
  // Razorpay's own calls: the signature over the raw body is the check.
  'POST /api/payments/razorpay/webhook public',
  'POST /api/notifications/read signed-in',
  'POST /api/wishlist signed-in',
  'POST /api/wishlist/:productId/move-to-cart signed-in',
  'POST /auth/check-username public',
  'POST /auth/google public',
  'POST /auth/login public',
  'POST /auth/logout public',
  'POST /api/agreements/accept signed-in',
  'POST /auth/refresh-token public',
  'POST /auth/register public',
  'POST /auth/register/send-otp public',
  'POST /auth/send-otp public',
  'POST /auth/verify-otp public',
  'POST /auth/verify-token public',
  'POST /contacts public',
  'POST /grievances public',
  'GET /grievances/lookup public',
  'GET /grievances/mine signed-in',
  // The person who filed, signed in or with the contact they gave (decision 0127).
  'GET /grievances/:reference/attachments/:name public',
  'POST /requests signed-in',
  'POST /user/user-details signed-in',
  'PUT /addresses/:id signed-in',
  'PUT /requests/:id/cancel signed-in',
  'PUT /user/:id signed-in',
  'PUT /user/update/password signed-in',
  'GET /api/kyc signed-in',
  'GET /api/nodePaymentHistory/:id signed-in',
  'GET /api/nodePaymentHistory/summary/:id signed-in',
  'GET /api/wallet/:id/statement signed-in',
  'GET /api/wallet/:id/statement.pdf signed-in',
  'GET /api/wallet/:id/tds-certificate signed-in',
  'GET /api/kyc/documents/:name signed-in',
  'POST /api/kyc/documents signed-in',
  // A person's own privacy and data (decisions 0128, 0130).
  'GET /api/privacy/notice public',
  'GET /api/privacy/notices/:version public',
  'GET /api/privacy/consents signed-in',
  'PUT /api/privacy/consents/:purpose signed-in',
  'GET /api/privacy/export signed-in',
  'GET /api/privacy/export.pdf signed-in',
  'GET /api/privacy/requests signed-in',
  'POST /api/privacy/requests signed-in',
];

const routeKey = (route: RouteAccess) => `${route.method} ${route.url} ${route.access}`;
const permissionRoutes = () =>
  testApp.app.routeAccess.filter(
    (route) => route.access !== 'public' && route.access !== 'signed-in',
  );

describe('the permission table, route by route', () => {
  it('every route outside the open list declares a permission', () => {
    expect(permissionRoutes().length).toBeGreaterThan(30);
    const open = testApp.app.routeAccess
      .filter((route) => route.access === 'public' || route.access === 'signed-in')
      .map(routeKey)
      .sort();
    expect(open).toEqual([...OPEN_ROUTES].sort());
  });

  it('customers and associates get 403 on every admin route; each staff role only its own', async () => {
    const outcomes: string[] = [];
    for (const route of permissionRoutes()) {
      const url = route.url
        .replace(':param', 'PENDING')
        .replace(':slug', 'our-company')
        .replace(/:[A-Za-z]+/g, '999999');
      for (const role of ROLES) {
        const response = await testApp.app.inject({
          method: route.method as 'GET',
          url,
          headers: tokens.get(role),
        });
        const isAllowed = hasPermission(
          [role],
          route.access as Parameters<typeof hasPermission>[1],
        );
        const isRefused = response.statusCode === 403 || response.statusCode === 401;
        // A holder passes the guard (then a 400 for the missing body or a 404 for the id is fine).
        if (isAllowed === isRefused || response.statusCode >= 500) {
          outcomes.push(`${role} ${route.method} ${url} → ${response.statusCode}`);
        }
      }
    }
    expect(outcomes).toEqual([]);
  });

  it('an anonymous caller gets 401 on every admin route', async () => {
    const statuses = new Set<number>();
    for (const route of permissionRoutes()) {
      const url = route.url.replace(/:[A-Za-z]+/g, '1');
      statuses.add((await testApp.app.inject({ method: route.method as 'GET', url })).statusCode);
    }
    expect([...statuses]).toEqual([401]);
  });
});
