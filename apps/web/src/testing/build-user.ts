import type { User } from '@saathi/shared';

/** Asha Rao, a customer who signs in with her email; `roles` makes her staff or an associate. */
export const buildUser = (overrides: Partial<User> = {}): User => ({
  id: 1,
  firstName: 'Asha',
  midName: null,
  lastName: 'Rao',
  username: 'asha01',
  primaryEmail: 'asha@example.in',
  primaryPhone: '9876543210',
  gender: 'FEMALE',
  dob: null,
  imageUrl: null,
  loginType: 'EMAIL',
  roles: ['CUSTOMER'],
  alternateEmails: [],
  alternatePhone: [],
  others: [],
  preferredLanguage: null,
  ...overrides,
});
