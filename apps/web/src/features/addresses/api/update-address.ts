import type { Address } from '@saathi/shared';
import { http } from '../../../lib/http';
import type { AddressPayload } from './address-payload';

/** Updates an address; the answer replaces the item in the list. */
export const updateAddress = (id: number, payload: AddressPayload) =>
  http.put<Address>(`/addresses/${id}`, payload, { auth: true });
