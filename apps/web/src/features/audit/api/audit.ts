import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditEntry } from '@saathi/shared';
import { downloadCsv } from '../../../lib/download';
import { http } from '../../../lib/http';
import { auditKeys } from '../query-keys';

export interface AuditFilters {
  actor: string;
  entity: string;
  entityId: string;
  from: string;
  to: string;
}

const filterQuery = (filters: AuditFilters) =>
  Object.fromEntries(Object.entries(filters).map(([key, value]) => [key, value || undefined]));

export function useAuditLog(filters: AuditFilters & { page: number; limit: number }) {
  return useQuery({
    queryKey: auditKeys.list(filters),
    queryFn: async () =>
      (
        await http.get<{
          success: true;
          data: { items: AuditEntry[]; page: number; limit: number; total: number };
        }>('/admin/audit', {
          auth: true,
          query: { ...filterQuery(filters), page: filters.page, limit: filters.limit },
        })
      ).data,
    placeholderData: keepPreviousData,
  });
}

export function useAuditKinds() {
  return useQuery({
    queryKey: auditKeys.kinds(),
    queryFn: async () =>
      (await http.get<{ success: true; data: string[] }>('/admin/audit/kinds', { auth: true }))
        .data,
  });
}

export const exportAuditLog = (filters: AuditFilters) =>
  downloadCsv('/admin/audit/export', { prefix: 'audit', query: filterQuery(filters) });
