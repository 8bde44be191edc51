import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../lib/i18n/i18n';
import { json, renderApp } from '../../test/render-app';
import { buildAddress, buildCheckoutSummary, buildOrder, buildUser } from '../../testing';

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
    // No longer wrapped in <EnglishOnly>.
    expect(document.querySelector('div[lang="en"]')).toBeNull();
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
  });
});
