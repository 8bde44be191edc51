import type { CreateContactInput } from '@saathi/shared';
import { http } from '../../../lib/http';

/** The lead form's submission: no token (spec part 1 §6). */
export const createLead = (body: CreateContactInput) =>
  http.post<{ success: true; data: { received: true } }>('/contacts', body);
