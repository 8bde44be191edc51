import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLanguage, startLanguage } from '../../lib/i18n/i18n';
import { json, renderApp } from '../../test/render-app';
import { buildUser } from '../../testing';

// The Hindi catalogue is its own chunk, loaded when first chosen.
const LAZY = { timeout: 5000 };
const STORED = 'saathi.v1.language';

const profileSaves = (fetchMock: ReturnType<typeof renderApp>['fetchMock']) =>
  fetchMock.mock.calls
    .filter(([url, init]) => String(url) === '/user/1' && init?.method === 'PUT')
    .map(([, init]) => JSON.parse(String(init?.body)));

describe('the language switch', () => {
  it('turns the header to Hindi before sign-in, keeps the choice and sets <html lang>', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp('/');
    const header = await screen.findByTestId('site-header');
    expect(document.documentElement.lang).toBe('en');

    await user.selectOptions(within(header).getByLabelText('Language'), 'हिन्दी');
    await within(header).findByRole('link', { name: 'होम' }, LAZY);
    expect(within(header).getByRole('button', { name: 'हमारे बारे में' })).toBeInTheDocument();
    expect(within(header).getByLabelText('उत्पाद खोजें')).toHaveAttribute('placeholder', 'उत्पाद खोजें');
    expect(within(header).getByRole('link', { name: 'कार्ट, 0 आइटम' })).toBeInTheDocument();
    expect(within(header).getByLabelText('भाषा')).toHaveValue('hi');
    expect(document.documentElement.lang).toBe('hi');
    expect(localStorage.getItem(STORED)).toBe('hi');
    // Nobody is signed in: nothing to save on a profile.
    expect(profileSaves(fetchMock)).toEqual([]);

    await user.selectOptions(within(header).getByLabelText('भाषा'), 'English');
    expect(await within(header).findByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem(STORED)).toBe('en');
  });

  it('is in the phone menu too, with its name shown', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' }, LAZY);
    await user.selectOptions(within(menu).getByLabelText('Language'), 'hi');
    expect(await within(menu).findByText('भाषा', {}, LAZY)).toBeVisible();
    expect(within(menu).getByRole('link', { name: 'होम' })).toBeInTheDocument();
    expect(within(menu).getByText('मेरा खाता')).toBeInTheDocument();
  });

  it('saves the choice on the profile of a signed-in person', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp('/', {
      user: buildUser(),
      fetch: (url, init) =>
        url === '/user/1' && init?.method === 'PUT'
          ? json({ success: true, data: buildUser({ preferredLanguage: 'hi' }) })
          : undefined,
    });
    const header = await screen.findByTestId('site-header');
    await user.selectOptions(within(header).getByLabelText('Language'), 'hi');
    await waitFor(() => expect(profileSaves(fetchMock)).toEqual([{ preferredLanguage: 'hi' }]));
    expect(await within(header).findByRole('link', { name: 'होम' })).toBeInTheDocument();
  });

  it("takes the profile's language when a session is restored", async () => {
    localStorage.setItem('saathi.v1.isAuthentication', 'true');
    const { fetchMock } = renderApp('/', {
      fetch: (url) =>
        url === '/auth/refresh-token'
          ? json({
              success: true,
              data: {
                accessToken: 'token',
                refreshToken: 'refresh',
                user: buildUser({ preferredLanguage: 'hi' }),
              },
            })
          : undefined,
    });
    const header = await screen.findByTestId('site-header');
    expect(await within(header).findByRole('link', { name: 'होम' }, LAZY)).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('hi');
    expect(profileSaves(fetchMock)).toEqual([]);
  });

  it('gives a profile without a language the one this browser chose', async () => {
    localStorage.setItem('saathi.v1.isAuthentication', 'true');
    await act(() => setLanguage('hi'));
    const { fetchMock } = renderApp('/', {
      fetch: (url, init) =>
        url === '/auth/refresh-token'
          ? json({
              success: true,
              data: { accessToken: 'token', refreshToken: 'refresh', user: buildUser() },
            })
          : url === '/user/1' && init?.method === 'PUT'
            ? json({ success: true, data: buildUser({ preferredLanguage: 'hi' }) })
            : undefined,
    });
    await waitFor(() => expect(profileSaves(fetchMock)).toEqual([{ preferredLanguage: 'hi' }]));
  });
});

describe('the first render', () => {
  it('needs nothing for English, and loads the chosen language before it', async () => {
    expect(startLanguage()).toBeNull();
    localStorage.setItem(STORED, 'hi');
    await startLanguage();
    expect(document.documentElement.lang).toBe('hi');
    localStorage.setItem(STORED, 'klingon');
    expect(startLanguage()).toBeNull();
  });
});
