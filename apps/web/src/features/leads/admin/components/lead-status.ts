import type { Lead } from '@saathi/shared';

export const LEAD_STATUS_LABEL: Record<Lead['status'], string> = {
  new: 'New',
  contacted: 'Contacted',
  converted: 'Converted',
  closed: 'Closed',
};
