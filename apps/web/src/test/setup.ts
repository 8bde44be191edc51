import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { toast } from '../components/ui/toast';
import { setAccessToken } from '../lib/auth-token';
import { setLanguage } from '../lib/i18n/i18n';

// The widget and form libraries load with lazy chunks (dialogs, the search combobox, the account
// menu, every form, the toaster); loading them once per worker here keeps a test's first lazy
// chunk within the usual waits.
await Promise.all([
  import('@ariakit/react'),
  import('react-hook-form'),
  import('@hookform/resolvers/zod'),
  import('../components/ui/toaster'),
]);

// Pages are lazy chunks: on a loaded 2-core machine the first import of a page and the shared
// schemas takes longer than Testing Library's default 1 s wait for findBy/waitFor.
configure({ asyncUtilTimeout: 5000 });

// jsdom does not implement scrolling; the app scrolls to the top on every route change.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
Element.prototype.scrollIntoView = vi.fn();
// Nor CSS.supports (the dialog's scroll lock asks it about scrollbar-gutter).
if (typeof CSS.supports !== 'function') CSS.supports = () => false;

// jsdom lays nothing out, and the widget library (Ariakit) moves focus only to what it sees shown
// (checkVisibility, else a layout box): here an element shows unless it or an ancestor is hidden.
const isShown = (element: Element | null): boolean => {
  if (!element) return true;
  const { style } = element as HTMLElement;
  if (element.hasAttribute('hidden') || style?.display === 'none') return false;
  return style?.visibility !== 'hidden' && isShown(element.parentElement);
};
Element.prototype.checkVisibility = function checkVisibility(this: Element) {
  return this.isConnected && isShown(this);
};

afterEach(async () => {
  cleanup();
  toast.removeAll();
  setAccessToken(null);
  await setLanguage('en');
  localStorage.clear();
  vi.unstubAllGlobals();
});
