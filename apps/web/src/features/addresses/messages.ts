import type { ADDRESS_TYPES } from '@saathi/shared';
import english from 'virtual:catalogue/en/addresses';
import { messagesFor } from '../../lib/i18n/i18n';

/** The address book's and the address form's words. */
export const useAddressesT = messagesFor('addresses', english);

export const ADDRESS_TYPE_KEYS = {
  HOME: 'addresses.typeHome',
  OFFICE: 'addresses.typeOffice',
  OTHER: 'addresses.typeOther',
} as const satisfies Record<(typeof ADDRESS_TYPES)[number], string>;
