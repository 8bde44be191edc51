import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { COUPON_TEXTS, type AdminCoupon } from '@saathi/shared';
import { setLanguage } from '../../../lib/i18n/i18n';
import { json, renderApp } from '../../../test/render-app';
import { buildUser } from '../../../testing';

const saved: AdminCoupon = {
  id: 3,
  code: 'DIWALI10',
  description: 'Diwali offer',
  kind: 'PERCENT',
  percentOff: 10,
  amountOff: null,
  minOrder: 0,
  maxDiscount: 200,
  validFrom: '2026-11-01',
  validTo: null,
  totalUses: 100,
  usesPerCustomer: 1,
  categoryIds: [4],
  productIds: [],
  products: [],
  isFirstOrderOnly: false,
  isPaused: false,
  used: 7,
  offer: '10% off, up to ₹200.00',
  conditions: ['Only on Hair Care', 'Once per customer'],
  createdAt: '2026-11-01T10:00:00.000Z',
};

describe('console coupon form', () => {
  it('checks with the shared schema, shows the server’s field message, then saves and lists it', async () => {
    const user = userEvent.setup();
    const posted: Record<string, unknown>[] = [];
    const { location } = renderApp('/dashboard/coupons/new', {
      user: buildUser({ roles: ['ADMIN'] }),
      fetch: (url, init) => {
        if (url === '/api/categories') return json({ data: [{ id: 4, name: 'Hair Care' }] });
        if (url === '/api/admin/coupons' && init?.method === 'POST') {
          posted.push(JSON.parse(String(init.body)));
          return posted.length === 1
            ? json(
                {
                  success: false,
                  error: {
                    code: 'ALREADY_EXISTS',
                    message: COUPON_TEXTS.codeTaken,
                    fields: { code: COUPON_TEXTS.codeTaken },
                  },
                },
                409,
              )
            : json({ success: true, data: saved }, 201);
        }
        if (url === '/api/admin/coupons') return json({ success: true, data: [saved] });
        return undefined;
      },
    });
    await user.type(await screen.findByLabelText('Code'), 'diwali 10');
    await user.type(screen.getByLabelText('Description (optional)'), 'Diwali offer');
    await user.click(screen.getByRole('button', { name: 'Create coupon' }));
    expect(await screen.findByText(COUPON_TEXTS.percentRange)).toBeVisible();
    expect(posted).toEqual([]);

    await user.type(screen.getByLabelText('Percent off'), '10');
    await user.type(screen.getByLabelText('Maximum discount (₹, optional)'), '200');
    await user.type(screen.getByLabelText('Total uses (optional)'), '100');
    await user.click(await screen.findByLabelText('Hair Care'));
    await user.click(screen.getByRole('button', { name: 'Create coupon' }));
    expect(await screen.findAllByText(COUPON_TEXTS.codeTaken)).not.toHaveLength(0);
    expect(posted[0]).toMatchObject({
      code: 'DIWALI10',
      kind: 'PERCENT',
      percentOff: 10,
      amountOff: null,
      maxDiscount: '200',
      totalUses: 100,
      usesPerCustomer: 1,
      categoryIds: [4],
      productIds: [],
    });

    await user.click(screen.getByRole('button', { name: 'Create coupon' }));
    await waitFor(() => expect(location().pathname).toBe('/dashboard/coupons'));
    const row = await screen.findByTestId('admin-coupon-row');
    expect(row).toHaveTextContent('10% off, up to ₹200.00');
    expect(row).toHaveTextContent('7 of 100');
    expect(row).toHaveTextContent('Active');
  });
});

// Decision 0161: the coupons list, editor and usage in Hindi; an offer's words are the API's.
describe('console coupons in Hindi', () => {
  const admin = buildUser({ roles: ['ADMIN'] });
  const LAZY = { timeout: 10_000 };
  const usage = {
    coupon: saved,
    used: 1,
    discountGiven: 150,
    redemptions: [
      {
        orderId: 9,
        orderNumber: 'ORD-9',
        customerName: 'Asha Verma',
        discount: 150,
        at: '2026-11-02T10:00:00.000Z',
        releasedAt: null,
      },
    ],
  };
  const fetch = (url: string) => {
    if (url === '/api/categories') return json({ data: [{ id: 4, name: 'Hair Care' }] });
    if (url === '/api/admin/coupons') return json({ success: true, data: [saved] });
    if (url === `/api/admin/coupons/${saved.id}/usage`) return json({ success: true, data: usage });
    return undefined;
  };

  beforeEach(async () => {
    await act(() => setLanguage('hi'));
  });

  it('lists the coupons in Hindi: columns, uses, status and actions', async () => {
    renderApp('/dashboard/coupons', { user: admin, fetch });
    expect(await screen.findByRole('heading', { name: 'कूपन' }, LAZY)).toBeVisible();
    expect(screen.getByRole('link', { name: 'नया कूपन' })).toBeVisible();
    const row = await screen.findByTestId('admin-coupon-row');
    expect(row).toHaveTextContent('100 में से 7');
    expect(row).toHaveTextContent('चालू');
    expect(within(row).getByRole('link', { name: 'DIWALI10 बदलें' })).toBeVisible();
    expect(within(row).getByRole('link', { name: 'DIWALI10 का उपयोग' })).toBeVisible();
    expect(within(row).getByRole('button', { name: 'DIWALI10 रोकें' })).toBeVisible();
    expect(screen.getByRole('columnheader', { name: 'शर्तें' })).toBeVisible();
  });

  it("shows the coupon form's labels and the schema's messages in Hindi", async () => {
    const user = userEvent.setup();
    renderApp('/dashboard/coupons/new', { user: admin, fetch });
    const code = await screen.findByLabelText('कोड', {}, LAZY);
    expect(screen.getByRole('heading', { name: 'नया कूपन' })).toBeVisible();
    expect(screen.getByLabelText('ऑफ़र')).toHaveTextContent('प्रतिशत छूट');
    expect(screen.getByLabelText('सिर्फ़ पहले ऑर्डर पर')).not.toBeChecked();
    await user.type(code, 'x');
    await user.click(screen.getByRole('button', { name: 'कूपन बनाएँ' }));
    expect(await screen.findByText('कोड में 3 से 20 अक्षर, अंक, - या _ रखें।')).toBeVisible();
    expect(screen.getByText('1 से 90 तक पूरा प्रतिशत डालें।')).toBeVisible();
  });

  it("shows a coupon's usage in Hindi", async () => {
    renderApp(`/dashboard/coupons/${saved.id}/usage`, { user: admin, fetch });
    expect(await screen.findByRole('heading', { name: 'DIWALI10 का उपयोग' }, LAZY)).toBeVisible();
    expect(screen.getByText('1 इस्तेमाल गिने गए, ₹150.00 की छूट दी गई।')).toBeVisible();
    expect(screen.getByRole('columnheader', { name: 'वापस मिला' })).toBeVisible();
    expect(screen.getByTestId('coupon-usage-table')).toHaveTextContent('नहीं');
  });
});
