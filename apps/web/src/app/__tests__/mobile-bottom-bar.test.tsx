import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { buildUser } from '../../testing';

// The login dialog loads in its own chunk when first opened.
const LAZY = { timeout: 5000 };

describe('mobile bottom bar', () => {
  it('links Login to the login page on the home page', async () => {
    renderApp('/');
    const bar = await screen.findByTestId('mobile-bottom-bar');
    expect(within(bar).getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/Associate/login',
    );
  });

  it('opens the login modal elsewhere, with the full login form', async () => {
    const user = userEvent.setup();
    const { location } = renderApp('/products');
    const bar = await screen.findByTestId('mobile-bottom-bar');
    await user.click(within(bar).getByRole('button', { name: 'Login' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' }, LAZY);
    expect(within(dialog).getByLabelText('Username or Email')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Phone or Email')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(location().pathname).toBe('/products');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('links Login to the login page on the login page itself', async () => {
    renderApp('/Associate/login');
    const bar = await screen.findByTestId('mobile-bottom-bar');
    expect(within(bar).getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/Associate/login',
    );
  });

  it('shows Profile for a signed-in user', async () => {
    renderApp('/', { user: buildUser() });
    const bar = await screen.findByTestId('mobile-bottom-bar');
    expect(within(bar).getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/manage/profile',
    );
    expect(within(bar).queryByText('Login')).not.toBeInTheDocument();
  });
});
