import { useLayoutEffect, type ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { Router, useLocation, useSearch } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { vi } from 'vitest';
import type { User } from '@saathi/shared';
import { AppRoutes } from '../app/routes';
import { SessionProvider, type AssociateData } from '../features/auth';
import { resetCompanySettings } from '../features/company';
import { clearCart } from '../features/cart';
import { queryClient } from '../lib/query-client';
import { QueryProvider } from '../lib/query-provider';

export type FetchHandler = (url: string, init?: RequestInit) => Response | undefined;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const notFound = () =>
  json({ success: false, error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);

/** Replaces fetch: the handler answers what it knows, everything else is a JSON 404. */
export function mockFetch(handler: FetchHandler = () => undefined) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    return handler(url, init) ?? notFound();
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Where the app is: the path as the router matches it (decoded), the raw query, the state. */
interface Location {
  pathname: string;
  search: string;
  state: unknown;
}
function LocationProbe({ onChange }: { onChange: (location: Location) => void }) {
  const [pathname] = useLocation();
  const search = useSearch();
  const state = useHistoryState<unknown>();
  useLayoutEffect(
    () => onChange({ pathname, search: window.location.search, state }),
    [pathname, search, state, onChange],
  );
  return null;
}

/** The app's one cache, emptied, without retries or refetches: each test answers once. */
function clearQueries() {
  queryClient.clear();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: Infinity } });
}

/** Renders a feature's component alone, under the app's query client with a fresh cache. */
export function renderWithQuery(ui: ReactElement) {
  clearQueries();
  return render(<QueryProvider>{ui}</QueryProvider>);
}

/** Renders the whole app at a path, with a fresh cache and (optionally) a signed-in user. */
export function renderApp(
  path: string,
  options: { user?: User; associate?: AssociateData; fetch?: FetchHandler } = {},
) {
  resetCompanySettings();
  clearCart();
  clearQueries();
  const fetchMock = mockFetch(options.fetch);
  // The app runs on jsdom's own history, as it runs on the browser's.
  window.history.replaceState(null, '', path);
  let currentLocation: Location | null = null;
  const track = (location: Location) => {
    currentLocation = location;
  };
  const result = render(
    <SessionProvider initialUser={options.user ?? null} initialAssociate={options.associate}>
      <Router>
        <AppRoutes />
        <LocationProbe onChange={track} />
      </Router>
    </SessionProvider>,
  );
  return {
    ...result,
    fetchMock,
    location: () => {
      if (!currentLocation) throw new Error('The router has not rendered yet.');
      return currentLocation;
    },
  };
}

/**
 * Reaches for the header's search box as a person would (a click): that loads the suggestions
 * combobox, which takes over the box with the focus.
 */
export async function openHeaderSearch(user: UserEvent) {
  await user.click(await screen.findByLabelText('Search products'));
  return screen.findByRole('combobox', { name: 'Search products' }, { timeout: 5000 });
}
