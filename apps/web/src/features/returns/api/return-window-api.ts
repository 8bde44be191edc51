import { useQuery } from '@tanstack/react-query';
import type { BusinessValueSettings } from '@saathi/shared';
import { http } from '../../../lib/http';
import { returnKeys } from '../query-keys';

type Envelope<T> = { success: true; data: T };

/** The return window and the BV validity: one company setting (decision 0065). */
export function useReturnWindowSettings() {
  return useQuery({
    queryKey: returnKeys.settings(),
    queryFn: () =>
      http
        .get<Envelope<BusinessValueSettings>>('/api/business-value-settings')
        .then((body) => body.data),
  });
}

export const saveReturnWindowSettings = (settings: BusinessValueSettings) =>
  http
    .put<Envelope<BusinessValueSettings>>('/api/business-value-settings', settings, { auth: true })
    .then((body) => body.data);
