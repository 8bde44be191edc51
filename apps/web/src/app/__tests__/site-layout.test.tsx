import { lazy } from 'react';
import { render, screen, within } from '@testing-library/react';
import { Router } from 'wouter';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEMO_COMPANY_SETTINGS } from '@saathi/shared/company-defaults';
import { MESSAGES } from '@saathi/shared/messages';
import { SessionProvider } from '../../features/auth';
import { json, mockFetch, openHeaderSearch, renderApp } from '../../test/render-app';
import { RootLayout } from '../layouts/root-layout';
import { SiteLayout } from '../layouts/site-layout';
import { buildUser } from '../../testing';

// The account menu loads in its own chunk.
const LAZY = { timeout: 5000 };

describe('header', () => {
  it.each(['/Associate/login', '/Associate/signup', '/Inspiring%20World/registrationfrom'])(
    'is hidden on %s',
    async (path) => {
      renderApp(path);
      await screen.findByRole('heading', { level: 1 });
      expect(screen.queryByTestId('site-header')).not.toBeInTheDocument();
    },
  );

  it('is hidden on the dashboard', async () => {
    renderApp('/dashboard', { user: buildUser({ roles: ['ADMIN'] }) });
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(screen.queryByTestId('site-header')).not.toBeInTheDocument();
    expect(screen.queryByTestId('site-footer')).not.toBeInTheDocument();
  });

  it('is shown on the home page with search, cart count and the sign-in link', async () => {
    renderApp('/');
    const header = await screen.findByTestId('site-header');
    expect(within(header).getByLabelText('Search products')).toHaveAttribute('type', 'search');
    expect(within(header).getByTestId('cart-count')).toHaveTextContent('0');
    expect(within(header).getByText(MESSAGES.login.newMember)).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: MESSAGES.login.signIn })).toHaveAttribute(
      'href',
      '/Associate/login',
    );
  });

  it('opens a menu group with the keyboard and closes it with Escape', async () => {
    const user = userEvent.setup();
    renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const about = within(nav).getByRole('button', { name: 'About' });
    about.focus();
    await user.keyboard('{Enter}');
    expect(about).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: 'Our Team' })).toHaveAttribute(
      'href',
      '/about/ourteam',
    );
    await user.keyboard('{Escape}');
    expect(about).toHaveAttribute('aria-expanded', 'false');
    expect(about).toHaveFocus();
  });

  it('submits a search to /products?q=', async () => {
    const user = userEvent.setup();
    const { location } = renderApp('/');
    await user.type(await openHeaderSearch(user), 'tulsi drops{Enter}');
    await screen.findByRole('heading', { name: 'Results for "tulsi drops"' });
    expect(location().pathname).toBe('/products');
    expect(new URLSearchParams(location().search).get('q')).toBe('tulsi drops');
  });

  it('shows the account menu with Logout for a signed-in user', async () => {
    const user = userEvent.setup();
    const { location } = renderApp('/', { user: buildUser() });
    const header = await screen.findByTestId('site-header');
    await user.click(
      await within(header).findByRole('button', { name: 'Account menu for Asha Rao' }, LAZY),
    );
    for (const name of ['Profile', 'Orders', 'Wishlist', 'Business Values']) {
      expect(within(header).getByRole('menuitem', { name })).toHaveAttribute(
        'href',
        expect.stringMatching(/^\/manage\//),
      );
    }
    await user.click(within(header).getByRole('menuitem', { name: 'Logout' }));
    await screen.findByTestId('login-page');
    expect(location().pathname).toBe('/Associate/login');
  });

  it('offers staff the console, first in the account menu and in the phone menu', async () => {
    const user = userEvent.setup();
    renderApp('/', { user: buildUser({ roles: ['CUSTOMER', 'ADMIN'] }) });
    const header = await screen.findByTestId('site-header');
    await user.click(
      await within(header).findByRole('button', { name: 'Account menu for Asha Rao' }, LAZY),
    );
    expect(within(header).getAllByRole('menuitem')[0]).toHaveAccessibleName('Console');
    expect(within(header).getByRole('menuitem', { name: 'Console' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await user.keyboard('{Escape}');
    await user.click(within(header).getByRole('button', { name: 'Open menu' }));
    const phoneMenu = await screen.findByRole('navigation', { name: 'Mobile menu' }, LAZY);
    expect(within(phoneMenu).getByRole('link', { name: 'Console' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('shows a customer no console link', async () => {
    const user = userEvent.setup();
    renderApp('/', { user: buildUser() });
    const header = await screen.findByTestId('site-header');
    await user.click(
      await within(header).findByRole('button', { name: 'Account menu for Asha Rao' }, LAZY),
    );
    expect(within(header).getByRole('menuitem', { name: 'Profile' })).toBeInTheDocument();
    expect(within(header).queryByRole('menuitem', { name: 'Console' })).toBeNull();
    await user.keyboard('{Escape}');
    await user.click(within(header).getByRole('button', { name: 'Open menu' }));
    const phoneMenu = await screen.findByRole('navigation', { name: 'Mobile menu' }, LAZY);
    expect(within(phoneMenu).queryByRole('link', { name: 'Console' })).toBeNull();
  });
});

describe('footer', () => {
  it('loads only once the page has shown, not beside its chunks (decision 0188)', async () => {
    mockFetch();
    let showPage!: () => void;
    const isLoaded = new Promise<void>((resolve) => (showPage = resolve));
    const SlowPage = lazy(async () => {
      await isLoaded;
      return { default: () => <h1>A page of its own chunk</h1> };
    });
    render(
      <SessionProvider initialUser={null}>
        <Router>
          <RootLayout>
            <SiteLayout>
              <SlowPage />
            </SiteLayout>
          </RootLayout>
        </Router>
      </SessionProvider>,
    );
    await screen.findByTestId('site-header');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByTestId('site-footer')).not.toBeInTheDocument();
    showPage();
    await screen.findByRole('heading', { name: 'A page of its own chunk' });
    expect(await screen.findByTestId('site-footer')).toBeInTheDocument();
  });

  it('is hidden on /manage pages', async () => {
    renderApp('/manage/orders', { user: buildUser() });
    await screen.findByRole('heading', { name: 'My orders' });
    expect(screen.queryByTestId('site-footer')).not.toBeInTheDocument();
    expect(screen.getByTestId('site-header')).toBeInTheDocument();
  });

  it('without a catalogue shows only "All products" and no error', async () => {
    renderApp('/products');
    const footer = await screen.findByTestId('site-footer');
    const column = within(footer).getByRole('navigation', { name: 'Categories' });
    await screen.findByText('No products yet');
    expect(
      within(column)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['All products']);
    expect(within(footer).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lists the first five categories, the company details and the policies', async () => {
    const categories = Array.from({ length: 7 }, (_, i) => ({
      id: i + 1,
      name: `Category ${i + 1}`,
      categoryUniqueName: `category-${i + 1}`,
    }));
    renderApp('/about/ourteam', {
      fetch: (url) =>
        url === '/api/categories' ? json({ data: categories, errors: [] }) : undefined,
    });
    const footer = await screen.findByTestId('site-footer');
    const column = within(footer).getByRole('navigation', { name: 'Categories' });
    expect(await within(column).findByRole('link', { name: 'Category 5' })).toHaveAttribute(
      'href',
      '/products/category-5',
    );
    expect(within(column).queryByRole('link', { name: 'Category 6' })).not.toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Join Us' })).toHaveAttribute(
      'href',
      '/Associate/signup',
    );
    expect(within(footer).getByText(/CIN:/)).toBeInTheDocument();
    const policies = within(footer).getByRole('navigation', { name: 'Policies' });
    expect(within(policies).getByRole('link', { name: 'Cancellation & Refund' })).toHaveAttribute(
      'href',
      '/cancelrefund',
    );
  });

  it('shows the company settings from the API', async () => {
    renderApp('/', {
      fetch: (url) =>
        url === '/api/company-settings'
          ? json({ success: true, data: { ...DEMO_COMPANY_SETTINGS, name: 'Saathi Test Traders' } })
          : undefined,
    });
    const footer = await screen.findByTestId('site-footer');
    expect(
      await within(footer).findByRole('heading', { name: 'Saathi Test Traders' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('chat-button')).toHaveAttribute('href', 'https://wa.me/919876543210');
  });
});
