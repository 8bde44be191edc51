import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Dashboard } from '@saathi/shared';
import { setLanguage } from '../../../lib/i18n/i18n';
import { json, renderApp } from '../../../test/render-app';
import { buildUser } from '../../../testing';

const dashboard: Dashboard = {
  generatedAt: '2026-11-21T05:00:00.000Z',
  figures: [
    {
      key: 'new-customers',
      label: 'New customers this month',
      value: 1234,
      unit: 'count',
      hint: '12 in the last 7 days',
      href: '/dashboard/users?role=CUSTOMER',
    },
    {
      key: 'sales-today',
      label: 'Sales today',
      value: 12345650,
      unit: 'money',
      hint: null,
      href: null,
    },
  ],
  charts: [],
};

describe('console overview', () => {
  it('shows the live figures, each linking to its list, and only the permitted sections', async () => {
    renderApp('/dashboard', {
      user: buildUser({ roles: ['SUPPORT'] }),
      fetch: (url) =>
        url.endsWith('/admin/dashboard') ? json({ success: true, data: dashboard }) : undefined,
    });
    const customers = await screen.findByTestId('figure-new-customers');
    expect(customers).toHaveTextContent('New customers this month1,23412 in the last 7 days');
    expect(within(customers).getByRole('link')).toHaveAttribute(
      'href',
      '/dashboard/users?role=CUSTOMER',
    );
    expect(screen.getByTestId('figure-sales-today')).toHaveTextContent('₹1,23,456.50');
    const main = screen.getByRole('main');
    expect(within(main).queryByRole('link', { name: /Products/ })).toBeNull();
    expect(within(main).getByRole('link', { name: /Leads/ })).toBeInTheDocument();
  });

  it('greets and lists the sections in Hindi; the figures are the API’s words', async () => {
    await act(() => setLanguage('hi'));
    renderApp('/dashboard', {
      user: buildUser({ roles: ['SUPPORT'] }),
      fetch: (url) =>
        url.endsWith('/admin/dashboard') ? json({ success: true, data: dashboard }) : undefined,
    });
    expect(
      await screen.findByRole('heading', { name: 'डैशबोर्ड', level: 1 }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(await screen.findByTestId('figure-new-customers')).toHaveTextContent(
      'New customers this month',
    );
    const main = screen.getByRole('main');
    const leads = within(main).getByRole('link', { name: /लीड/ });
    expect(leads).toHaveTextContent('जुड़ने में रुचि दिखाने वाले लोग');
    expect(within(main).getByRole('link', { name: /दुकान वैसे देखें/ })).toBeVisible();
  });
});
