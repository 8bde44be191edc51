import { GRIEVANCE_DONE_STATUSES, type GrievanceAdmin } from '@saathi/shared';

const HOUR_MS = 3_600_000;

/** "3 d 4 h" / "5 h": how long, in the largest units that matter to the officer. */
export function formatSpan(ms: number) {
  const hours = Math.floor(Math.abs(ms) / HOUR_MS);
  const days = Math.floor(hours / 24);
  return days ? `${days} d ${hours % 24} h` : `${hours} h`;
}

/** The deadline that runs now: acknowledgement while new, resolution until done; none after. */
export function runningDeadline(grievance: GrievanceAdmin) {
  if (GRIEVANCE_DONE_STATUSES.includes(grievance.status)) return null;
  return {
    label: grievance.status === 'new' ? 'acknowledge' : 'resolve',
    at: new Date(grievance.status === 'new' ? grievance.acknowledgeBy : grievance.resolveBy),
  };
}
