import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { ROLE_LABELS } from '../../permissions';
import { ROLES } from '../../constants';
import { WALLET_MESSAGES } from '../../schemas/wallet';
import { CATALOGUES } from '../catalogues';
import { compileCatalogue } from '../compile';

const en = setupI18n({ locale: 'en', messages: { en: compileCatalogue(CATALOGUES.en) } });

describe("the console pages' English is the words they showed (decision 0159)", () => {
  it('names each role as ROLE_LABELS does', () => {
    for (const role of ROLES)
      expect(en._('consoleUsers.roleName', { role })).toBe(ROLE_LABELS[role]);
  });

  it('checks a UTR with the schema’s own words', () => {
    expect(en._('consoleFinance.utrFormat')).toBe(WALLET_MESSAGES.utrFormat);
  });
});
