import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { clearToasts } from '../components/ui/toast-store';
import { setAccessToken } from '../lib/auth-token';

// Pages are lazy chunks: on a loaded 2-core machine the first import of a page and the shared
// schemas takes longer than Testing Library's default 1 s wait for findBy/waitFor.
configure({ asyncUtilTimeout: 5000 });

// jsdom does not implement scrolling; the app scrolls to the top on every route change.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

afterEach(() => {
  cleanup();
  clearToasts();
  setAccessToken(null);
  localStorage.clear();
  vi.unstubAllGlobals();
});
