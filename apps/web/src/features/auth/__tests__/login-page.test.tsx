import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@saathi/shared/messages';
import { setLanguage } from '../../../lib/i18n/i18n';
import { json, renderApp, type FetchHandler } from '../../../test/render-app';
import { buildUser } from '../../../testing';

const error = (status: number, code: string, message: string) =>
  json({ success: false, error: { code, message } }, status);

const session = {
  token: 'access-1',
  refreshToken: 'refresh-1',
  user: buildUser({ roles: ['CUSTOMER', 'ASSOCIATE'] }),
};

async function openLogin(path = '/Associate/login', fetch?: FetchHandler) {
  const user = userEvent.setup();
  const app = renderApp(path, { fetch });
  await screen.findByTestId('login-page');
  return { user, ...app };
}

describe('login page: validation', () => {
  it('asks for one complete login method', async () => {
    const { user } = await openLogin();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.login.fillOneMethod);
    await user.type(screen.getByLabelText('Username or Email'), 'asha01');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.login.fillOneMethod);
  });

  it('checks the OTP destination before sending', async () => {
    const { user, fetchMock } = await openLogin();
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(screen.getByText(MESSAGES.login.emptyDestination)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Phone or Email'), '0987654321');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(screen.getByText(MESSAGES.login.invalidDestination)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/auth/send-otp'))).toBe(
      false,
    );
  });

  it('checks the OTP destination in Hindi (decision 0180)', async () => {
    await act(() => setLanguage('hi'));
    try {
      const { user } = await openLogin();
      await user.click(screen.getByRole('button', { name: 'OTP भेजें' }));
      expect(await screen.findByText('कृपया अपना नाम और मोबाइल नंबर डालें।')).toBeInTheDocument();
      await user.type(screen.getByLabelText('फ़ोन या ईमेल'), '0987654321');
      await user.click(screen.getByRole('button', { name: 'OTP भेजें' }));
      expect(
        await screen.findByText('कृपया सही 10 अंकों का फ़ोन नंबर या सही ईमेल डालें।'),
      ).toBeInTheDocument();
    } finally {
      await act(() => setLanguage('en'));
      localStorage.clear();
    }
  });
});

describe('login page: password', () => {
  it('shows the failure inline and as a toast', async () => {
    const { user } = await openLogin('/Associate/login', (url) =>
      url === '/auth/login'
        ? error(401, 'UNAUTHENTICATED', MESSAGES.login.invalidCredentials)
        : undefined,
    );
    await user.type(screen.getByLabelText('Username or Email'), 'asha01');
    await user.type(screen.getByLabelText('Password'), 'wrong-pass1');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.login.invalidCredentials);
    expect(screen.getByTestId('toast-error')).toHaveTextContent(MESSAGES.login.loginFailedToast);
  });

  it('says "Login failed. Please try again." when the server cannot be reached', async () => {
    const { user } = await openLogin('/Associate/login', (url) => {
      if (url === '/auth/login') throw new TypeError('Failed to fetch');
      return undefined;
    });
    await user.type(screen.getByLabelText('Username or Email'), 'asha01');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.login.loginFailedRetry);
  });

  it('signs in and returns to where the person came from', async () => {
    const { user, location, fetchMock } = await openLogin(
      '/Associate/login?redirect=%2Fmanage%2Forders',
      (url) => (url === '/auth/login' ? json(session) : undefined),
    );
    await user.type(screen.getByLabelText('Username or Email'), 'asha01');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { name: 'My orders' })).toBeInTheDocument();
    expect(location().pathname).toBe('/manage/orders');
    expect(screen.getByTestId('toast-success')).toHaveTextContent(MESSAGES.login.loginSuccess);
    const login = fetchMock.mock.calls.find(([url]) => url === '/auth/login');
    expect(JSON.parse(String(login?.[1]?.body))).toEqual({
      usernameOrEmail: 'asha01',
      password: 'secret123',
    });
    // An associate's record is asked for with the new token (a failure here is ignored).
    await waitFor(() => {
      const self = fetchMock.mock.calls.find(([url]) => url === '/associates/self/data');
      expect((self?.[1]?.headers as Record<string, string>).Authorization).toBe('Bearer access-1');
    });
  });

  it.each([
    ['an admin', 'ADMIN', '/dashboard'],
    ['a customer', 'CUSTOMER', '/manage/profile'],
  ] as const)('lands %s (%s) with nowhere to return on %s', async (_, role, path) => {
    const signedIn = { ...session, user: buildUser({ roles: [role] }) };
    const { user, location } = await openLogin('/Associate/login', (url) =>
      url === '/auth/login' ? json(signedIn) : undefined,
    );
    await user.type(screen.getByLabelText('Username or Email'), 'asha01');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(location().pathname).toBe(path));
  });
});

describe('login page: one-time code', () => {
  const otpServer = (verify: () => Response) => (url: string) => {
    if (url === '/auth/send-otp')
      return json({ success: true, message: MESSAGES.otp.sent, error: null });
    if (url === '/auth/verify-otp') return verify();
    return undefined;
  };

  it('sends a code, shows six boxes with the countdown and verifies on the 6th digit', async () => {
    const { user, location, fetchMock } = await openLogin(
      '/Associate/login?redirect=%2Fmanage%2Forders',
      otpServer(() => json({ success: true, message: MESSAGES.otp.verified, data: session })),
    );
    await user.type(screen.getByLabelText('Phone or Email'), 'Asha@Example.in');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByLabelText('Digit 1')).toBeInTheDocument();
    expect(screen.getByTestId('toast-success')).toHaveTextContent(MESSAGES.otp.sent);
    expect(screen.getByTestId('otp-countdown')).toHaveTextContent('05:00');
    expect(screen.getByRole('button', { name: MESSAGES.registration.resendOtp })).toBeDisabled();

    await user.click(screen.getByLabelText('Digit 1'));
    await user.keyboard('123456');
    await screen.findByRole('heading', { name: 'Profile Overview' });
    expect(location().pathname).toBe('/manage/profile');
    const verify = fetchMock.mock.calls.find(([url]) => url === '/auth/verify-otp');
    expect(JSON.parse(String(verify?.[1]?.body))).toEqual({
      destination: 'asha@example.in',
      otp: '123456',
      type: 'email',
    });
  });

  it('asks for all six digits and reports a wrong code', async () => {
    const { user } = await openLogin(
      '/Associate/login',
      otpServer(() => error(400, 'VALIDATION_FAILED', MESSAGES.otp.invalidOrExpired)),
    );
    await user.type(screen.getByLabelText('Phone or Email'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await user.click(await screen.findByLabelText('Digit 1'));
    await user.keyboard('123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.login.otpSixDigits);

    await user.click(screen.getByLabelText('Digit 4'));
    await user.keyboard('456');
    const toast = await screen.findByTestId('toast-error');
    expect(toast).toHaveTextContent(MESSAGES.otp.invalidOrExpired);
    expect(screen.getByLabelText('Digit 1')).toHaveValue('');
  });

  it('"Forgot password?" leads to a code, then to the profile to set a new password', async () => {
    const { user, location } = await openLogin(
      '/Associate/login?redirect=%2Fmanage%2Forders',
      otpServer(() => json({ success: true, message: MESSAGES.otp.verified, data: session })),
    );
    expect(screen.getByText(MESSAGES.login.phoneAlsoWorks)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: MESSAGES.login.forgotPassword }));
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.login.resetByCode);
    expect(screen.getByLabelText('Phone or Email')).toHaveFocus();
    await user.keyboard('9876543210');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await user.click(await screen.findByLabelText('Digit 1'));
    await user.keyboard('123456');
    expect(await screen.findByRole('heading', { name: 'Change Password' })).toBeInTheDocument();
    expect(location().pathname).toBe('/manage/profile');
  });

  it('reports a failed send', async () => {
    const { user } = await openLogin('/Associate/login', (url) =>
      url === '/auth/send-otp' ? error(500, 'INTERNAL', 'boom') : undefined,
    );
    await user.type(screen.getByLabelText('Phone or Email'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByTestId('toast-error')).toHaveTextContent(MESSAGES.otp.sendFailed);
    expect(screen.queryByLabelText('Digit 1')).not.toBeInTheDocument();
  });
});

// The login dialog loads in its own chunk when first opened.
const LAZY = { timeout: 5000 };

describe('login modal', () => {
  it('signs in inside the modal and stays on the page', async () => {
    const user = userEvent.setup();
    const { location } = renderApp('/products', {
      fetch: (url) => (url === '/auth/login' ? json(session) : undefined),
    });
    const bar = await screen.findByTestId('mobile-bottom-bar');
    await user.click(within(bar).getByRole('button', { name: 'Login' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' }, LAZY);
    await user.type(within(dialog).getByLabelText('Username or Email'), 'asha01');
    await user.type(within(dialog).getByLabelText('Password'), 'secret123');
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location().pathname).toBe('/products');
    expect(within(bar).getByRole('link', { name: 'Profile' })).toBeInTheDocument();
  });

  it('"Forgot password?" in the modal signs in by code and opens the profile', async () => {
    const user = userEvent.setup();
    const { location } = renderApp('/products', {
      fetch: (url) => {
        if (url === '/auth/send-otp') return json({ success: true, message: MESSAGES.otp.sent });
        if (url === '/auth/verify-otp') return json({ success: true, data: session });
        return undefined;
      },
    });
    const bar = await screen.findByTestId('mobile-bottom-bar');
    await user.click(within(bar).getByRole('button', { name: 'Login' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' }, LAZY);
    await user.click(within(dialog).getByRole('button', { name: MESSAGES.login.forgotPassword }));
    expect(within(dialog).getByRole('status')).toHaveTextContent(MESSAGES.login.resetByCode);
    await user.type(within(dialog).getByLabelText('Phone or Email'), 'asha@example.in');
    await user.click(within(dialog).getByRole('button', { name: 'Send OTP' }));
    await user.click(await within(dialog).findByLabelText('Digit 1'));
    await user.keyboard('123456');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { name: 'Change Password' })).toBeInTheDocument();
    expect(location().pathname).toBe('/manage/profile');
  });

  it('switches to the older sign-up popup with its messages', async () => {
    const user = userEvent.setup();
    renderApp('/products');
    const bar = await screen.findByTestId('mobile-bottom-bar');
    await user.click(within(bar).getByRole('button', { name: 'Login' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' }, LAZY);
    await user.click(within(dialog).getByRole('button', { name: 'Sign up' }));
    const signup = screen.getByRole('dialog', { name: 'Sign up' });
    await user.type(within(signup).getByLabelText('Name'), 'Asha 2');
    await user.type(within(signup).getByLabelText('Username'), 'asha_01');
    await user.type(within(signup).getByLabelText('Password'), 'abc def');
    expect(within(signup).getByText(MESSAGES.legacySignup.nameLettersSpaces)).toBeInTheDocument();
    expect(
      within(signup).getByText(MESSAGES.legacySignup.usernameLettersNumbers),
    ).toBeInTheDocument();
    expect(within(signup).getByText(MESSAGES.legacySignup.passwordNumber)).toBeInTheDocument();
    await user.type(within(signup).getByLabelText('Mobile Number'), '98765');
    await user.click(within(signup).getByRole('button', { name: 'Send OTP' }));
    expect(within(signup).getByText(MESSAGES.legacySignup.phoneTenDigits)).toBeInTheDocument();
    // The popup is nested over the login: Escape goes back to it, then closes it.
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Sign up' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('dialog', { name: 'Sign in' })).toBeInTheDocument();
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Sign up' })).toHaveFocus(),
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
