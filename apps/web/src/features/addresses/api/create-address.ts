import type { Address } from '@saathi/shared';
import { http } from '../../../lib/http';
import type { AddressPayload } from './address-payload';

/** Saves a new address; the answer is the saved address (the first one becomes the default). */
export const createAddress = (payload: AddressPayload) =>
  http.post<Address>('/addresses', payload, { auth: true });
