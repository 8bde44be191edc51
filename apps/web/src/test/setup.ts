import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { clearToasts } from '../components/ui/toast-store';
import { setAccessToken } from '../lib/auth-token';

// jsdom does not implement scrolling; the app scrolls to the top on every route change.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

afterEach(() => {
  cleanup();
  clearToasts();
  setAccessToken(null);
  localStorage.clear();
  vi.unstubAllGlobals();
});
