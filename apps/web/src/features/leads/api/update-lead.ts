import type { Lead } from '@saathi/shared';
import { http } from '../../../lib/http';

export interface LeadChange {
  status?: Lead['status'];
  notes?: string;
}

/** Changes a lead's status or notes (admin). */
export async function updateLead(id: number, change: LeadChange): Promise<Lead> {
  const body = await http.patch<{ success: true; data: Lead }>(`/contacts/${id}`, change, {
    auth: true,
  });
  return body.data;
}
