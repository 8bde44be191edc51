import type { Address } from '@saathi/shared';

/** What POST and PUT /addresses take: the fields, landmarks as a list, latitude/longitude 0. */
export type AddressPayload = Omit<Address, 'id'>;
