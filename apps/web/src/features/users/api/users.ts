import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminUserDetail, AdminUserRow, StaffRole } from '@saathi/shared';
import { downloadCsv } from '../../../lib/download';
import { http } from '../../../lib/http';
import { userKeys } from '../query-keys';

export interface UserFilters {
  q: string;
  role: string;
  status: string;
  sort: string;
}

export interface UserPage {
  items: AdminUserRow[];
  page: number;
  limit: number;
  total: number;
}

const filterQuery = (filters: UserFilters) => ({
  q: filters.q || undefined,
  role: filters.role || undefined,
  status: filters.status || undefined,
  sort: filters.sort || undefined,
});

export function useUsers(filters: UserFilters & { page: number; limit: number }) {
  return useQuery({
    queryKey: userKeys.list(filters),
    queryFn: async () =>
      (
        await http.get<{ success: true; data: UserPage }>('/admin/users/all', {
          auth: true,
          query: { ...filterQuery(filters), page: filters.page, limit: filters.limit },
        })
      ).data,
    placeholderData: keepPreviousData,
  });
}

export function useUser(id: number) {
  return useQuery({
    queryKey: userKeys.detail(id),
    queryFn: async () =>
      (
        await http.get<{ success: true; data: AdminUserDetail }>(`/admin/users/${id}`, {
          auth: true,
        })
      ).data,
  });
}

export const exportUsers = (filters: UserFilters) =>
  downloadCsv('/admin/users/export', { prefix: 'users', query: filterQuery(filters) });

export async function setUserStatus(id: number, isActive: boolean) {
  return (
    await http.put<{ success: true; data: AdminUserRow }>(
      `/admin/users/${id}/status`,
      { isActive },
      { auth: true },
    )
  ).data;
}

export async function setUserRoles(id: number, roles: StaffRole[]) {
  return (
    await http.put<{ success: true; data: AdminUserRow }>(
      `/admin/users/${id}/roles`,
      { roles },
      { auth: true },
    )
  ).data;
}
