import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { ROLE_LABELS } from '../../permissions';
import { ROLES } from '../../constants';
import { RETURN_MESSAGES } from '../../schemas/returns';
import { TAX_DOCUMENT_TEXTS } from '../../schemas/tax-documents';
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

describe("an order's returns panel and tax invoice keep the shared texts (decision 0179)", () => {
  it('says the toasts and the documents as the schemas do', () => {
    expect(en._('consoleReturns.markedReceived')).toBe(RETURN_MESSAGES.received);
    expect(en._('consoleReturns.refundRecorded')).toBe(RETURN_MESSAGES.refundRecorded);
    expect(en._('consoleReturns.refundStarted')).toBe(RETURN_MESSAGES.refunded);
    expect(en._('taxDocuments.downloadInvoice')).toBe(TAX_DOCUMENT_TEXTS.downloadInvoice);
    expect(en._('taxDocuments.creditNote', { serial: 'CN/1' })).toBe(
      TAX_DOCUMENT_TEXTS.creditNote('CN/1'),
    );
  });
});
