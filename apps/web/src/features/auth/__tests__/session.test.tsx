import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { getAccessToken } from '../../../lib/auth-token';
import { http } from '../../../lib/http';
import { hasSessionFlag, setSessionFlag } from '../../../lib/session-flag';
import { json, mockFetch, renderApp } from '../../../test/render-app';
import { buildUser } from '../../../testing';
import { refreshSession } from '../api/refresh-session';

const renewed = (accessToken: string) =>
  json({
    success: true,
    data: { accessToken, refreshToken: `r-${accessToken}`, user: buildUser() },
  });
const unauthenticated = () =>
  json({ success: false, error: { code: 'UNAUTHENTICATED', message: 'Token expired' } }, 401);
const bearer = (init?: RequestInit) =>
  (init?.headers as Record<string, string> | undefined)?.Authorization;

// A previous visit signed in: the flag says a refresh cookie may exist.
beforeEach(() => setSessionFlag(true));

// The account menu loads with the session (its own chunk).
const LAZY = { timeout: 5000 };

describe('session restore', () => {
  it('makes no call for a first-time visitor', async () => {
    setSessionFlag(false);
    const { fetchMock } = renderApp('/manage/profile');
    expect(await screen.findByTestId('login-page')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === '/auth/refresh-token')).toBe(false);
  });

  it('waits for the refresh cookie, then lets the person in', async () => {
    let answer: (response: Response) => void = () => undefined;
    const pending = new Promise<Response>((resolve) => {
      answer = resolve;
    });
    const { fetchMock } = renderApp('/manage/profile', {
      fetch: (url) =>
        url === '/auth/refresh-token' ? (pending as unknown as Response) : undefined,
    });
    expect(await screen.findByTestId('full-screen-spinner')).toBeInTheDocument();
    await act(async () => answer(renewed('a1')));
    expect(await screen.findByRole('heading', { name: 'Profile Overview' })).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/auth/refresh-token')!;
    expect(init).toMatchObject({ method: 'POST', body: '{}', credentials: 'include' });
    expect(getAccessToken()).toBe('a1');
    expect(hasSessionFlag()).toBe(true);
  });

  it('treats a visitor without a session as signed out', async () => {
    const { location } = renderApp('/manage/profile', {
      fetch: (url) => (url === '/auth/refresh-token' ? unauthenticated() : undefined),
    });
    expect(await screen.findByTestId('login-page')).toBeInTheDocument();
    expect(location().pathname).toBe('/Associate/login');
    expect(hasSessionFlag()).toBe(false);
  });

  it('shares one refresh between concurrent callers (the server rotates the token)', async () => {
    const fetchMock = mockFetch((url) =>
      url === '/auth/refresh-token' ? renewed('a1') : undefined,
    );
    const [first, second] = await Promise.all([refreshSession(), refreshSession()]);
    expect(first?.accessToken).toBe('a1');
    expect(second).toBe(first);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('authenticated calls', () => {
  it('refresh once on a 401 and retry once with the new token', async () => {
    let refreshes = 0;
    const { fetchMock } = renderApp('/manage/profile', {
      fetch: (url, init) => {
        if (url === '/auth/refresh-token') return renewed(++refreshes === 1 ? 'a1' : 'a2');
        if (url === '/user/me')
          return bearer(init) === 'Bearer a2'
            ? json({ success: true, data: buildUser() })
            : unauthenticated();
        return undefined;
      },
    });
    await screen.findByRole('heading', { name: 'Profile Overview' });
    await expect(http.get('/user/me', { auth: true })).resolves.toMatchObject({ success: true });
    const calls = fetchMock.mock.calls.filter(([url]) => url === '/user/me');
    expect(calls.map(([, init]) => bearer(init))).toEqual(['Bearer a1', 'Bearer a2']);
    expect(refreshes).toBe(2);
  });

  it('signs out and goes home when the session cannot be renewed', async () => {
    let refreshes = 0;
    const { location } = renderApp('/manage/profile', {
      fetch: (url) => {
        if (url === '/auth/refresh-token')
          return ++refreshes === 1 ? renewed('a1') : unauthenticated();
        if (url === '/user/me') return unauthenticated();
        return undefined;
      },
    });
    await screen.findByRole('heading', { name: 'Profile Overview' });
    await act(async () => {
      await expect(http.get('/user/me', { auth: true })).rejects.toMatchObject({ status: 401 });
    });
    await waitFor(() => expect(location().pathname).toBe('/'));
    expect(getAccessToken()).toBeNull();
    expect(refreshes).toBe(2);
    const header = await screen.findByTestId('site-header');
    expect(within(header).getByRole('link', { name: 'SignIn' })).toBeInTheDocument();
  });

  it('logs out on the server, forgets the token and opens the login page', async () => {
    const user = userEvent.setup();
    const { location, fetchMock } = renderApp('/', {
      fetch: (url) => {
        if (url === '/auth/refresh-token') return renewed('a1');
        if (url === '/auth/logout') return json({ success: true, data: {} });
        return undefined;
      },
    });
    const header = await screen.findByTestId('site-header');
    await user.click(
      await within(header).findByRole('button', { name: 'Account menu for Asha Rao' }, LAZY),
    );
    await user.click(within(header).getByRole('menuitem', { name: 'Logout' }));
    await screen.findByTestId('login-page');
    expect(location().pathname).toBe('/Associate/login');
    expect(fetchMock.mock.calls.some(([url]) => url === '/auth/logout')).toBe(true);
    expect(getAccessToken()).toBeNull();
    expect(hasSessionFlag()).toBe(false);
  });
});
