import type { AreaKey } from '@saathi/shared/locales';
import english from 'virtual:catalogue/en/consoleFields';
import { messagesFor } from '../../lib/i18n/i18n';
import { schemaMessagesFor } from '../../lib/i18n/schema-messages';

const useConsoleFieldsT = messagesFor('consoleFields', english);

/**
 * The shared schemas' field messages on the console's people, finance and network forms (wallet,
 * payouts, plan editor, requests, staff roles, BV and associates; decision 0175), found by their
 * English (tested beside the catalogue). Messages a schema builds with a value stay English.
 */
export const CONSOLE_FIELD_MESSAGE_KEYS = [
  'consoleFields.amountFormat',
  'consoleFields.giveReasonMin3',
  'consoleFields.giveReason',
  'consoleFields.utrFormat',
  'consoleFields.rateFormat',
  'consoleFields.tanFormat',
  'consoleFields.effectiveFrom',
  'consoleFields.eachRoleOnce',
  'consoleFields.sayWhy',
  'consoleFields.chooseLeg',
  'consoleFields.noAssociateWithId',
  'consoleFields.wholeNumber',
  'consoleFields.notNegative',
  'consoleFields.enterPercentage',
  'consoleFields.atMost100Percent',
  'consoleFields.twoDecimals',
  'consoleFields.monthFormat',
  'consoleFields.rankCodeFormat',
  'consoleFields.enterName',
  'consoleFields.atMost60',
  'consoleFields.atMost80',
  'consoleFields.addOneLevel',
  'consoleFields.atLeast1',
  'consoleFields.atLeast2',
  'consoleFields.ranksOutOfOrder',
  'consoleFields.personalOutOfOrder',
  'consoleFields.duplicateRankCode',
  'consoleFields.unknownRank',
  'consoleFields.onePercentPerRank',
  'consoleFields.percentsOutOfOrder',
] as const satisfies readonly AreaKey<'consoleFields'>[];

export const useConsoleFieldMessage = schemaMessagesFor(
  useConsoleFieldsT,
  english,
  CONSOLE_FIELD_MESSAGE_KEYS,
);
