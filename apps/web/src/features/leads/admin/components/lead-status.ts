import type { Lead } from '@saathi/shared';

export const LEAD_STATUS_KEYS = {
  new: 'consoleContent.leadNew',
  contacted: 'consoleContent.leadContacted',
  converted: 'consoleContent.leadConverted',
  closed: 'consoleContent.leadClosed',
} as const satisfies Record<Lead['status'], string>;
