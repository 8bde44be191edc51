import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderApp } from '../../test/render-app';
import { buildUser } from '../../testing';

const LAZY = { timeout: 5000 };

describe('login guard', () => {
  it.each(['/manage/orders', '/manage/cart', '/profile', '/address'])(
    'sends an anonymous visitor from %s to the login page with the way back',
    async (path) => {
      const { location } = renderApp(path);
      expect(await screen.findByTestId('login-page')).toBeInTheDocument();
      expect(location().pathname).toBe('/Associate/login');
      expect(new URLSearchParams(location().search).get('redirect')).toBe(path);
      expect(location().state).toEqual({ from: path });
    },
  );

  it('keeps the query string of the originating location', async () => {
    const { location } = renderApp('/manage/orders?page=2');
    await screen.findByTestId('login-page');
    expect(new URLSearchParams(location().search).get('redirect')).toBe('/manage/orders?page=2');
  });

  it('lets a signed-in user in', async () => {
    renderApp('/manage/orders', {
      user: buildUser(),
      fetch: (url) =>
        url.startsWith('/api/orders?')
          ? json({ success: true, data: { items: [], page: 1, limit: 10, total: 0 } })
          : undefined,
    });
    expect(await screen.findByRole('heading', { name: 'My orders' })).toBeInTheDocument();
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
  });

  it('sends the older /orders path to /manage/orders', async () => {
    const { location } = renderApp('/orders', { user: buildUser() });
    await screen.findByRole('heading', { name: 'My orders' });
    expect(location().pathname).toBe('/manage/orders');
  });

  it('treats /cancelrefund as a public policy page', async () => {
    const { location } = renderApp('/cancelrefund');
    expect(await screen.findByTestId('not-found')).toBeInTheDocument(); // no page in the store yet
    expect(location().pathname).toBe('/cancelrefund');
  });

  it('returns a signed-in user from the login page to the redirect target', async () => {
    const { location } = renderApp('/Associate/login?redirect=%2Fmanage%2Fwishlist', {
      user: buildUser(),
    });
    await screen.findByRole('heading', { name: 'My wishlist' });
    expect(location().pathname).toBe('/manage/wishlist');
  });

  it('never redirects to another site after login', async () => {
    const { location } = renderApp('/Associate/login?redirect=%2F%2Fevil.example', {
      user: buildUser(),
    });
    await screen.findByRole('heading', { name: 'Profile Overview' });
    expect(location().pathname).toBe('/manage/profile');
  });
});

describe('dashboard guard', () => {
  it('sends an anonymous visitor to the login page', async () => {
    const { location } = renderApp('/dashboard/admin');
    await screen.findByTestId('login-page');
    expect(new URLSearchParams(location().search).get('redirect')).toBe('/dashboard/admin');
  });

  it('tells a signed-in non-admin they have no access (not a 404)', async () => {
    renderApp('/dashboard', { user: buildUser({ roles: ['CUSTOMER', 'ASSOCIATE'] }) });
    expect(
      await screen.findByRole('heading', { name: 'You do not have access' }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('not-found')).not.toBeInTheDocument();
  });

  it('shows an admin the dashboard with the left navigation and their name', async () => {
    renderApp('/dashboard/admin', { user: buildUser({ roles: ['ADMIN'] }) });
    expect(await screen.findByRole('heading', { name: 'Users' }, LAZY)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Asha Rao', { selector: 'span' })).toBeInTheDocument();
  });

  it("shows a staff member only their sections, and no access to another's page", async () => {
    renderApp('/dashboard/users', { user: buildUser({ roles: ['CATALOG_MANAGER'] }) });
    expect(
      await screen.findByRole('heading', { name: 'You do not have access' }, LAZY),
    ).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Overview', 'Products', 'Categories', 'Brands', 'Stock']);
  });
});
