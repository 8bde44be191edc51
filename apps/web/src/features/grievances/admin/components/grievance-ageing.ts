import { GRIEVANCE_DONE_STATUSES, type GrievanceAdmin } from '@saathi/shared';
import type { useGrievancesT } from '../../messages';

const HOUR_MS = 3_600_000;

/** "3 d 4 h" / "5 h": how long, in the largest units that matter to the officer. */
export function formatSpan(ms: number, t: ReturnType<typeof useGrievancesT>) {
  const hours = Math.floor(Math.abs(ms) / HOUR_MS);
  const days = Math.floor(hours / 24);
  return days
    ? t('grievances.spanDays', { days, hours: hours % 24 })
    : t('grievances.spanHours', { hours });
}

/** The deadline that runs now: acknowledgement while new, resolution until done; none after. */
export function runningDeadline(grievance: GrievanceAdmin) {
  if (GRIEVANCE_DONE_STATUSES.includes(grievance.status)) return null;
  return {
    isAcknowledgement: grievance.status === 'new',
    at: new Date(grievance.status === 'new' ? grievance.acknowledgeBy : grievance.resolveBy),
  };
}
