import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, testUser } from '../../test/render-app';

describe('mobile bottom bar', () => {
  it('links Login to the login page on the home page', async () => {
    renderApp('/');
    const bar = await screen.findByTestId('mobile-bottom-bar');
    expect(within(bar).getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/Associate/login',
    );
  });

  it('opens the login modal elsewhere, carrying the way back', async () => {
    const user = userEvent.setup();
    renderApp('/products');
    const bar = await screen.findByTestId('mobile-bottom-bar');
    await user.click(within(bar).getByRole('button', { name: 'Login' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign in' });
    expect(within(dialog).getByRole('link', { name: 'SignIn' })).toHaveAttribute(
      'href',
      '/Associate/login?redirect=%2Fproducts',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows Profile for a signed-in user', async () => {
    renderApp('/', { user: testUser() });
    const bar = await screen.findByTestId('mobile-bottom-bar');
    expect(within(bar).getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/manage/profile',
    );
    expect(within(bar).queryByText('Login')).not.toBeInTheDocument();
  });
});
