import type { z } from 'zod';
import type { associateSelfSchema } from '@saathi/shared';
import { http } from '../../../lib/http';

export type AssociateData = z.infer<typeof associateSelfSchema>['data'];

/** The signed-in associate's record; a 404 for everyone who is not an associate. */
export async function getAssociateSelf(): Promise<AssociateData> {
  const body = await http.get<{ data: AssociateData }>('/associates/self/data', { auth: true });
  return body.data;
}
