import { describe, expect, it } from 'vitest';
import { isFooterHidden, isHeaderHidden } from '../layout-visibility';

describe('isHeaderHidden', () => {
  it.each([
    '/Associate/login',
    '/associate/login/',
    '/Associate/signup',
    '/Inspiring%20World/registrationfrom',
    '/Inspiring World/registrationfrom',
    '/dashboard',
    '/dashboard/admin',
  ])('hides the header on %s', (path) => expect(isHeaderHidden(path)).toBe(true));

  it.each(['/', '/products', '/about/ourcompany', '/manage/profile', '/dashboards'])(
    'shows the header on %s',
    (path) => expect(isHeaderHidden(path)).toBe(false),
  );
});

describe('isFooterHidden', () => {
  it.each(['/manage', '/manage/orders', '/manage/business-values', '/dashboard/admin'])(
    'hides the footer on %s',
    (path) => expect(isFooterHidden(path)).toBe(true),
  );

  it.each(['/', '/products', '/Associate/login', '/cancelrefund', '/managed'])(
    'shows the footer on %s',
    (path) => expect(isFooterHidden(path)).toBe(false),
  );
});
