import { useQuery } from '@tanstack/react-query';
import type {
  BinaryLegs,
  Clawback,
  EarningsPeriod,
  EarningsPlan,
  EarningsPlanDefinition,
  EarningsReport,
  EarningsReview,
  RankProgress,
} from '@saathi/shared';
import { http } from '../../../lib/http';
import { earningsKeys } from '../query-keys';

const core = { service: 'core', auth: true } as const;

/** GET /api/earnings/progress: this month so far (null: not an associate, or no plan yet). */
export function useRankProgress() {
  return useQuery({
    queryKey: earningsKeys.progress(),
    queryFn: async () =>
      (await http.get<{ data: RankProgress | null }>('/api/earnings/progress', core)).data,
  });
}

/** GET /api/earnings/binary: the two legs this month (null: no binary plan in force). */
export function useBinaryLegs() {
  return useQuery({
    queryKey: earningsKeys.binary(),
    queryFn: async () =>
      (await http.get<{ data: BinaryLegs | null }>('/api/earnings/binary', core)).data,
  });
}

/** GET /api/earnings/clawbacks: commissions taken back after returns, by order (decision 0133). */
export function useClawbacks() {
  return useQuery({
    queryKey: earningsKeys.clawbacks(),
    queryFn: async () =>
      (await http.get<{ data: Clawback[] }>('/api/earnings/clawbacks', core)).data,
  });
}

export function usePlans() {
  return useQuery({
    queryKey: earningsKeys.plans(),
    queryFn: async () =>
      (await http.get<{ data: EarningsPlan[] }>('/api/earnings/plans', core)).data,
  });
}

/** POST a new version, or PUT changes to version `id`. */
export async function savePlan(definition: EarningsPlanDefinition, id?: number) {
  const body = id
    ? await http.put<{ data: EarningsPlan }>(`/api/earnings/plans/${id}`, definition, core)
    : await http.post<{ data: EarningsPlan }>('/api/earnings/plans', definition, core);
  return body.data;
}

export async function simulatePlan(id: number, month: string) {
  const body = await http.post<{ data: EarningsReport }>(
    `/api/earnings/plans/${id}/simulate`,
    { month },
    core,
  );
  return body.data;
}

export function usePeriods() {
  return useQuery({
    queryKey: earningsKeys.periods(),
    queryFn: async () =>
      (await http.get<{ data: EarningsPeriod[] }>('/api/earnings/periods', core)).data,
  });
}

/** A month's review; null while the month has not been computed. */
export function useReview(month: string) {
  return useQuery({
    queryKey: earningsKeys.review(month),
    queryFn: async () =>
      (await http.get<{ data: EarningsReview | null }>(`/api/earnings/periods/${month}`, core))
        .data,
  });
}

export async function computeMonth(month: string) {
  return (
    await http.post<{ data: EarningsPeriod }>(`/api/earnings/periods/${month}/compute`, {}, core)
  ).data;
}

export async function commitMonth(month: string) {
  return (
    await http.post<{ data: EarningsPeriod }>(`/api/earnings/periods/${month}/commit`, {}, core)
  ).data;
}
