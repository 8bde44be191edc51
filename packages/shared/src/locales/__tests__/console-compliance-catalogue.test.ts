import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import {
  GRIEVANCE_CATEGORIES,
  GRIEVANCE_CATEGORY_LABELS,
  GRIEVANCE_STATUS_LABELS,
  GRIEVANCE_STATUSES,
} from '../../schemas/grievances';
import type { MessageKey } from '../catalogue';
import { CATALOGUES } from '../catalogues';
import { compileCatalogue } from '../compile';

const en = setupI18n({ locale: 'en', messages: { en: compileCatalogue(CATALOGUES.en) } });
const pascal = (value: string) =>
  value
    .split(/[-_]/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');

describe("grievances' and the console's English is the spec's words (decision 0163)", () => {
  it("equals the grievance schema's categories and statuses", () => {
    for (const category of GRIEVANCE_CATEGORIES) {
      const key = `grievances.category${pascal(category)}` as MessageKey;
      expect(en._(key)).toBe(GRIEVANCE_CATEGORY_LABELS[category]);
    }
    for (const status of GRIEVANCE_STATUSES) {
      const key = `grievances.status${pascal(status)}` as MessageKey;
      expect(en._(key)).toBe(GRIEVANCE_STATUS_LABELS[status]);
    }
  });
});
