import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@saathi/shared/messages';
import { setLanguage } from '../../../lib/i18n/i18n';
import { json, renderApp, type FetchHandler } from '../../../test/render-app';
import { buildUser } from '../../../testing';

const available = (isAvailable: boolean) =>
  json({
    success: true,
    data: {
      isAvailable,
      message: isAvailable ? 'Username is available' : MESSAGES.username.taken,
    },
  });
const referrer = json({
  success: true,
  data: {
    referralCode: 'RAVI 01',
    name: 'Ravi Kumar',
    firstName: 'Ravi',
    lastName: 'Kumar',
    imageUrl: null,
    rank: 'GOLD_PARTNER',
  },
});

async function open(path: string, fetch: FetchHandler) {
  const user = userEvent.setup();
  const app = renderApp(path, { fetch });
  await screen.findByTestId('signup-page');
  return { user, ...app };
}

const register = () => screen.getByRole('button', { name: 'Register' });
const AGREEMENT = {
  id: 3,
  version: '1.0',
  title: 'Direct seller agreement',
  body: 'The words of the agreement.',
  effectiveFrom: '2026-01-01T00:00:00.000Z',
  sha256: 'a'.repeat(64),
  createdAt: '2026-01-01T00:00:00.000Z',
};
/** Registers: the details, then the agreement read and accepted (decision 0122). */
async function registerAndAccept(user: ReturnType<typeof userEvent.setup>) {
  await user.click(register());
  await user.click(
    await screen.findByLabelText('I have read and accept the direct seller agreement'),
  );
  await user.click(screen.getByRole('button', { name: 'Accept and send code' }));
}
const calls = (fetchMock: ReturnType<typeof renderApp>['fetchMock'], path: string) =>
  fetchMock.mock.calls.filter(([url]) => String(url).startsWith(path));

describe('registration: username', () => {
  it('checks availability 500 ms after typing stops, only from 4 characters', async () => {
    const { user, fetchMock } = await open('/Associate/signup', (url, init) =>
      url === '/auth/check-username'
        ? available(JSON.parse(String(init?.body)).username !== 'asha01')
        : undefined,
    );
    const field = screen.getByLabelText('Username');
    await user.type(field, 'as1');
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(calls(fetchMock, '/auth/check-username')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, 'asha01');
    expect(screen.getByText('Checking availability...')).toBeInTheDocument();
    expect(register()).toBeDisabled();
    expect(await screen.findByText(MESSAGES.username.taken)).toBeInTheDocument();
    expect(register()).toBeDisabled();
    const [[, init]] = calls(fetchMock, '/auth/check-username');
    expect(init).toMatchObject({ credentials: 'omit', body: '{"username":"asha01"}' });
    expect(calls(fetchMock, '/auth/check-username')).toHaveLength(1);

    await user.type(field, '2');
    expect(await screen.findByText('Username is available')).toBeInTheDocument();
    expect(register()).toBeEnabled();
  });

  it('blocks submit while the username is malformed or its check failed', async () => {
    const { user } = await open('/Associate/signup', (url) =>
      url === '/auth/check-username' ? json({}, 500) : undefined,
    );
    const field = screen.getByLabelText('Username');
    await user.type(field, 'ab cd');
    expect(screen.getByText(MESSAGES.registration.usernameNoSpaces)).toBeInTheDocument();
    expect(register()).toBeDisabled();
    await user.clear(field);
    await user.type(field, 'abcd');
    expect(screen.getByText(MESSAGES.registration.usernameLettersAndNumbers)).toBeInTheDocument();
    await user.type(field, '1');
    expect(await screen.findByText(MESSAGES.username.checkFailed)).toBeInTheDocument();
    expect(register()).toBeDisabled();
  });
});

describe('registration: referral code', () => {
  it('prefills ?ref= and shows the referrer when valid', async () => {
    const { fetchMock } = await open('/Associate/signup?ref=RAVI%2001', (url) =>
      url.startsWith('/associates/referral/') ? referrer : undefined,
    );
    expect(screen.getByLabelText('Referral Code (optional)')).toHaveValue('RAVI 01');
    expect(screen.getByText('Checking referral code...')).toBeInTheDocument();
    expect(await screen.findByText(`${MESSAGES.referral.valid}: Ravi Kumar`)).toBeInTheDocument();
    const [[url, init]] = calls(fetchMock, '/associates/referral/');
    expect(url).toBe('/associates/referral/RAVI%2001');
    expect(init).toMatchObject({ credentials: 'omit' });
  });

  it('fills in the shop link the person came through (decision 0120)', async () => {
    document.cookie = 'saathi_ref=PGMRAVI01; path=/';
    try {
      const ravi = { referralCode: 'PGMRAVI01', name: 'Ravi Kumar', rank: 'ASSOCIATE' };
      await open('/Associate/signup', (url) =>
        url.startsWith('/associates/referral/') ? json({ success: true, data: ravi }) : undefined,
      );
      expect(screen.getByLabelText('Referral Code (optional)')).toHaveValue('PGMRAVI01');
      expect(await screen.findByText(`${MESSAGES.referral.valid}: Ravi Kumar`)).toBeInTheDocument();
    } finally {
      document.cookie = 'saathi_ref=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    }
  });

  it('says when no referrer has the code, or when the lookup fails', async () => {
    const { user } = await open('/Associate/signup?referralCode=NOPE1', (url) => {
      if (url === '/associates/referral/NOPE1')
        return json({ success: false, error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
      if (url.startsWith('/associates/referral/')) return json({}, 500);
      return undefined;
    });
    expect(await screen.findByText(MESSAGES.referral.notFound)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Referral Code (optional)'), 'X');
    expect(await screen.findByText(MESSAGES.referral.checkFailed)).toBeInTheDocument();
  });
});

describe('registration: email or phone', () => {
  it('strips spaces as typed and explains the rules', async () => {
    const { user } = await open('/Associate/signup', () => undefined);
    const field = screen.getByLabelText('Email or Phone');
    await user.type(field, '98 ');
    expect(field).toHaveValue('98');
    expect(screen.getByText(MESSAGES.registration.spacesNotAllowed)).toBeInTheDocument();
    await user.type(field, '765432100');
    expect(field).toHaveValue('98765432100');
    expect(screen.getByText(MESSAGES.registration.phoneTooLong)).toBeInTheDocument();
    await user.clear(field);
    expect(screen.getByText(MESSAGES.registration.emailOrPhoneRequired)).toBeInTheDocument();
  });
});

describe('registration in Hindi', () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
    localStorage.clear();
  });

  // Decision 0180: the registration schema's messages in the language on screen.
  it("shows the schema's field messages in Hindi as they are typed", async () => {
    await act(() => setLanguage('hi'));
    const { user } = await open('/Associate/signup', () => undefined);
    await user.type(screen.getByLabelText('पूरा नाम'), 'Asha 2');
    expect(await screen.findByText('नाम में सिर्फ़ अक्षर और खाली जगह हो सकती है')).toBeInTheDocument();
    const field = screen.getByLabelText('ईमेल या फ़ोन');
    await user.type(field, '98765432100');
    expect(screen.getByText('फ़ोन नंबर 10 अंकों से लंबा नहीं हो सकता')).toBeInTheDocument();
    await user.clear(field);
    expect(screen.getByText('ईमेल या फ़ोन नंबर डालना ज़रूरी है')).toBeInTheDocument();
    await user.type(screen.getByLabelText('यूज़रनेम'), 'ab');
    expect(screen.getByText('यूज़रनेम में अक्षर और अंक दोनों हों (कम से कम 4 अक्षर)')).toBeInTheDocument();
  });
});

describe('registration: the two steps', () => {
  const fill = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.type(screen.getByLabelText('Full Name'), 'Asha Rao');
    await user.type(screen.getByLabelText('Email or Phone'), '9876543210');
    await user.type(screen.getByLabelText('Username'), 'asha01');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.type(screen.getByLabelText('Confirm Password'), 'secret123');
    await screen.findByText('Username is available');
  };

  it("asks for the sponsor's leg under a binary plan placed by hand, and sends it", async () => {
    const { user, fetchMock } = await open('/Associate/signup', (url) => {
      if (url === '/auth/check-username') return available(true);
      if (url === '/api/earnings/placement')
        return json({ success: true, data: { isLegChosen: true } });
      if (url === '/api/agreements/current') return json({ success: true, data: AGREEMENT });
      if (url === '/auth/register/send-otp')
        return json({ success: true, message: MESSAGES.otp.sent, error: null });
      return undefined;
    });
    const leg = await screen.findByLabelText("Join the sponsor's leg");
    await fill(user);
    await user.click(register());
    expect(await screen.findByText('Choose the left or the right leg.')).toBeInTheDocument();
    await user.selectOptions(leg, 'RIGHT');
    await registerAndAccept(user);
    await screen.findByLabelText('Digit 1');
    const [[, init]] = calls(fetchMock, '/auth/register/send-otp');
    expect(JSON.parse(String(init?.body))).toMatchObject({ leg: 'RIGHT', agreementVersionId: 3 });
  });

  it('sends the details, verifies the code and opens the profile', async () => {
    const { user, location, fetchMock } = await open('/Associate/signup', (url) => {
      if (url === '/auth/check-username') return available(true);
      if (url === '/api/agreements/current') return json({ success: true, data: AGREEMENT });
      if (url === '/auth/register/send-otp')
        return json({ success: true, message: MESSAGES.otp.sent, error: null });
      if (url === '/auth/verify-otp')
        return json({
          success: true,
          message: MESSAGES.otp.verified,
          data: { token: 't1', refreshToken: 'r1', user: buildUser() },
        });
      return undefined;
    });
    await fill(user);
    await registerAndAccept(user);
    expect(await screen.findByLabelText('Digit 1')).toBeInTheDocument();
    const [[, init]] = calls(fetchMock, '/auth/register/send-otp');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Asha Rao',
      emailorPhone: '9876543210',
      username: 'asha01',
      password: 'secret123',
      confirmPassword: 'secret123',
      referralCode: '',
      agreementVersionId: 3,
    });
    expect(screen.getByTestId('otp-countdown')).toHaveTextContent('05:00');

    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.registration.otpSixDigits);
    await user.click(screen.getByLabelText('Digit 1'));
    await user.keyboard('654321');
    await screen.findByRole('heading', { name: 'Profile Overview' });
    expect(location().pathname).toBe('/manage/profile');
    const [[, verify]] = calls(fetchMock, '/auth/verify-otp');
    expect(JSON.parse(String(verify?.body))).toEqual({
      destination: '9876543210',
      otp: '654321',
      type: 'phone',
    });
  });

  it("shows the server's field errors and a warning toast", async () => {
    const { user } = await open('/Associate/signup', (url) => {
      if (url === '/auth/check-username') return available(true);
      if (url === '/api/agreements/current') return json({ success: true, data: AGREEMENT });
      if (url === '/auth/register/send-otp')
        return json(
          {
            success: false,
            error: {
              code: 'VALIDATION_FAILED',
              message: 'Invalid input',
              fields: { referralCode: MESSAGES.referral.notFound },
            },
          },
          400,
        );
      return undefined;
    });
    await fill(user);
    await registerAndAccept(user);
    expect(await screen.findByTestId('toast-warning')).toHaveTextContent('Invalid input');
    expect(screen.getByText(MESSAGES.referral.notFound)).toBeInTheDocument();
    expect(screen.queryByLabelText('Digit 1')).not.toBeInTheDocument();
  });

  it('says "An error occurred" when the server cannot be reached', async () => {
    const { user } = await open('/Associate/signup', (url) => {
      if (url === '/auth/check-username') return available(true);
      if (url === '/api/agreements/current') return json({ success: true, data: AGREEMENT });
      if (url === '/auth/register/send-otp') throw new TypeError('Failed to fetch');
      return undefined;
    });
    await fill(user);
    await registerAndAccept(user);
    await waitFor(() =>
      expect(screen.getByTestId('toast-error')).toHaveTextContent(
        MESSAGES.registration.errorOccurred,
      ),
    );
  });
});
