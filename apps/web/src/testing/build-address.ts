import type { Address } from '@saathi/shared';

/** Asha's home in Pune, without a second line or landmarks, not her default. */
export const buildAddress = (overrides: Partial<Address> = {}): Address => ({
  id: 1,
  name: 'Asha Rao',
  phone_number: '9876543210',
  email: null,
  street_address: '12 MG Road',
  additional_address_line: null,
  city: 'Pune',
  state: 'Maharashtra',
  postal_code: '411001',
  country: 'India',
  landmarks: [],
  type: 'HOME',
  isDefault: false,
  latitude: 0,
  longitude: 0,
  ...overrides,
});
