import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../lib/i18n/i18n';
import { json, renderApp } from '../../test/render-app';
import {
  buildAddress,
  buildAdminOrder,
  buildCheckoutSummary,
  buildOrder,
  buildUser,
} from '../../testing';

// Pages and the Hindi catalogue are lazy chunks; the checkout's is the largest to transform.
const LAZY = { timeout: 10_000 };
const order = buildOrder();

beforeEach(async () => {
  await act(() => setLanguage('hi'));
});
afterEach(() => localStorage.clear());

describe('checkout, orders and addresses in Hindi (issue 29, decision 0139)', () => {
  it('shows the checkout in Hindi: steps, cash on delivery, coupon and the button', async () => {
    renderApp('/checkout', {
      user: buildUser(),
      fetch: (url) => {
        if (url === '/api/checkout') return json({ success: true, data: buildCheckoutSummary() });
        if (url === '/addresses')
          return json({ flag: true, data: [buildAddress({ isDefault: true })], error: null });
        return undefined;
      },
    });
    expect(await screen.findByRole('heading', { name: 'चेकआउट' }, LAZY)).toBeVisible();
    expect(screen.getByRole('heading', { name: '1. डिलीवरी का पता' })).toBeVisible();
    expect(screen.getByTestId('checkout-address')).toHaveTextContent('डिफ़ॉल्ट');
    expect(screen.getByRole('radio', { name: 'कैश ऑन डिलीवरी' })).toBeChecked();
    expect(screen.getByLabelText('कूपन कोड')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ऑर्डर करें' })).toBeEnabled();
  });

  it('opens the address form in Hindi, PIN code, city and state included', async () => {
    const user = userEvent.setup();
    renderApp('/manage/addresses', {
      user: buildUser(),
      fetch: (url) =>
        url === '/addresses' ? json({ flag: true, data: [], error: null }) : undefined,
    });
    await user.click(await screen.findByRole('button', { name: 'अपना पहला पता जोड़ें' }, LAZY));
    const form = screen.getByTestId('address-form');
    expect(within(form).getByLabelText('पिन कोड')).toBeInTheDocument();
    expect(within(form).getByLabelText('शहर')).toBeInTheDocument();
    expect(within(form).getByLabelText('राज्य')).toHaveTextContent('राज्य चुनें');
    expect(within(form).getByRole('button', { name: 'पता सेव करें' })).toBeInTheDocument();
  });

  it('lists my orders and shows one in Hindi, its status, payment and cancel button', async () => {
    const summary = {
      id: order.id,
      number: order.number,
      placedAt: order.placedAt,
      status: order.status,
      paymentMethod: 'COD',
      paymentStatus: 'CASH_ON_DELIVERY',
      itemCount: 2,
      itemNames: ['Tulsi Drops'],
      image: null,
      total: order.total,
    };
    const user = userEvent.setup();
    renderApp('/manage/orders', {
      user: buildUser(),
      fetch: (url) => {
        if (url.startsWith('/api/orders?'))
          return json({ success: true, data: { items: [summary], total: 1, page: 1, limit: 10 } });
        if (url === `/api/orders/${order.number}`) return json({ success: true, data: order });
        return undefined;
      },
    });
    expect(await screen.findByRole('heading', { name: 'मेरे ऑर्डर' }, LAZY)).toBeVisible();
    const row = await screen.findByTestId('order-row');
    expect(row).toHaveTextContent('2 आइटम');
    // Dates in Hindi month names, Latin digits (decision 0168).
    expect(row).toHaveTextContent('20 नव॰ 2026');
    expect(within(row).getByTestId('order-status')).toHaveTextContent('ऑर्डर हो गया');

    await user.click(within(row).getByRole('link', { name: order.number }));
    const details = await screen.findByTestId('order-details', {}, LAZY);
    expect(within(details).getByRole('heading', { level: 1 })).toHaveTextContent(
      `ऑर्डर ${order.number}`,
    );
    expect(within(details).getByTestId('order-payment')).toHaveTextContent('कैश ऑन डिलीवरी');
    expect(within(details).getByTestId('order-payment')).toHaveTextContent('डिलीवरी पर भुगतान');
    expect(within(details).getByRole('button', { name: 'ऑर्डर रद्द करें' })).toBeVisible();
    expect(within(details).getByRole('list', { name: 'ऑर्डर की स्थिति' })).toBeVisible();
    expect(within(details).getByTestId('order-timeline')).toHaveTextContent('20 नव॰ 2026, 3:30 pm');
    expect(details).not.toHaveTextContent('Nov');
  });
});

// Decision 0156: the console's frame and its orders pages in Hindi; since decision 0174 every page.
describe('the console in Hindi', () => {
  const admin = buildUser({ roles: ['ADMIN'] });
  const detail = buildAdminOrder({ status: 'PACKED', nextStatuses: ['SHIPPED', 'CANCELLED'] });
  const summary = {
    id: detail.id,
    number: detail.number,
    placedAt: detail.placedAt,
    status: 'PLACED',
    paymentMethod: 'COD',
    paymentStatus: 'CASH_ON_DELIVERY',
    itemCount: 2,
    itemNames: ['Tulsi Drops'],
    image: null,
    total: detail.total,
    customerName: 'Asha Verma',
    customerPhone: '9812345670',
  };
  const fetch = (url: string) => {
    if (url.startsWith('/api/admin/orders?'))
      return json({ success: true, data: { items: [summary], total: 1, page: 1, limit: 20 } });
    if (url === `/api/admin/orders/${detail.number}`) return json({ success: true, data: detail });
    return undefined;
  };

  it('shows the frame and the orders list in Hindi', async () => {
    renderApp('/dashboard/orders', { user: admin, fetch });
    expect(await screen.findByRole('heading', { name: 'ऑर्डर' }, LAZY)).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'डैशबोर्ड' });
    expect(within(nav).getByRole('link', { name: 'सारांश' })).toBeVisible();
    expect(within(nav).getByRole('link', { name: 'उत्पाद' })).toBeVisible();
    expect(screen.getByLabelText('ऑर्डर खोजें')).toBeInTheDocument();
    expect(screen.getByLabelText('स्थिति')).toHaveTextContent('सभी स्थितियाँ');
    expect(screen.getByLabelText('से')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'CSV डाउनलोड करें' })).toBeVisible();
    const row = await screen.findByTestId('admin-order-row');
    expect(row).toHaveTextContent('कैश ऑन डिलीवरी');
    expect(screen.getByRole('columnheader', { name: 'ग्राहक' })).toBeVisible();
  });

  it("shows an order's page and its status change in Hindi", async () => {
    renderApp(`/dashboard/orders/${detail.number}`, { user: admin, fetch });
    const select = await screen.findByLabelText('नई स्थिति', {}, LAZY);
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['स्थिति चुनें', 'भेज दिया गया', 'रद्द']);
    expect(screen.getByRole('button', { name: 'स्थिति अपडेट करें' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'ग्राहक' })).toBeVisible();
  });

  it("shows a delivered order's returns, refunds and tax invoice in Hindi (decision 0179)", async () => {
    const delivered = buildAdminOrder({ status: 'DELIVERED', nextStatuses: [] });
    const returns = {
      returns: [
        {
          id: 4,
          kind: 'RETURN',
          status: 'PICKUP_SCHEDULED',
          reason: 'The seal was broken',
          createdAt: '2026-11-13T10:00:00.000Z',
          lines: [
            {
              id: 9,
              orderLineId: 1,
              name: 'Tulsi Green Tea',
              quantity: 1,
              receivedAt: null,
              isRestockable: null,
            },
          ],
          bankAccount: null,
          upiId: 'asha@okbank',
          refund: null,
        },
      ],
      pendingRequestId: null,
      returnable: [{ orderLineId: 1, quantity: 1 }],
      returnUntil: '2026-12-12T10:00:00.000Z',
      canRequestReturn: false,
      paid: 523.95,
      refunded: 0,
    };
    const documents = {
      invoice: {
        id: 4,
        serial: 'PGM/26-27/000007',
        issuedAt: delivered.placedAt,
        grandTotal: 523.95,
      },
      creditNotes: [],
    };
    renderApp(`/dashboard/orders/${delivered.number}`, {
      user: admin,
      fetch: (url) => {
        if (url === `/api/admin/orders/${delivered.number}`)
          return json({ success: true, data: delivered });
        if (url === `/api/admin/orders/${delivered.id}/returns`)
          return json({ success: true, data: returns });
        if (url === `/api/admin/orders/${delivered.id}/tax-documents`)
          return json({ success: true, data: documents });
        return undefined;
      },
    });
    const panel = await screen.findByRole('region', { name: 'वापसी और रिफ़ंड' }, LAZY);
    expect(panel).toHaveTextContent('भुगतान ₹523.95 · रिफ़ंड ₹0.00');
    expect(panel).toHaveTextContent('कारण: The seal was broken');
    expect(panel).toHaveTextContent('रिफ़ंड UPI ID asha@okbank पर');
    expect(within(panel).getByRole('button', { name: 'मिला हुआ दर्ज करें' })).toBeVisible();
    expect(within(panel).getByLabelText('फिर से बेचा जा सकता है')).toBeChecked();
    expect(within(panel).getByRole('form', { name: 'बिना वापसी के रिफ़ंड' })).toBeVisible();
    const invoice = await screen.findByTestId('tax-documents');
    expect(within(invoice).getByRole('heading', { name: 'टैक्स इनवॉइस' })).toBeVisible();
    expect(document.querySelector('[lang="en"]')).toBeNull();
  });

  it('tells staff without the role, and people who are not staff, "no access" in Hindi', async () => {
    renderApp('/dashboard/users', { user: buildUser({ roles: ['CATALOG_MANAGER'] }) });
    expect(
      await screen.findByRole('heading', { name: 'आपको यहाँ जाने की अनुमति नहीं है' }, LAZY),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'होम पर जाएँ' })).toBeVisible();
  });

  // Company settings was the last console page translated (decision 0174).
  it('shows the last console page translated, company settings, in Hindi inside the frame', async () => {
    renderApp('/dashboard/settings', { user: admin });
    expect(await screen.findByRole('heading', { name: 'कंपनी की सेटिंग' }, LAZY)).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'डैशबोर्ड' })).toBeVisible();
  });
});
