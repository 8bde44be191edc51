import type { AreaKey } from '@saathi/shared/locales';
import english from 'virtual:catalogue/en/validation';
import { messagesFor } from './i18n';

const useValidationT = messagesFor('validation', english);

/**
 * The shared schemas' field messages the translated forms show (decision 0151). The schemas write
 * the spec's English; a form shows a message in the reader's language by finding its key from
 * that English (the catalogue's English is the schema's text, exactly: tested).
 */
export const FIELD_MESSAGE_KEYS = [
  'validation.firstNameRequired',
  'validation.lastNameRequired',
  'validation.emailRequired',
  'validation.invalidEmail',
  'validation.phoneRequired',
  'validation.invalidPhone',
  'validation.genderRequired',
  'validation.passwordLength',
  'validation.passwordLetter',
  'validation.passwordNumber',
  'validation.passwordNoSpaces',
  'validation.passwordsMismatch',
  'validation.chooseItem',
  'validation.eachItemOnce',
  'validation.sayWhy',
  'validation.atMost100',
  'validation.atMost500',
  'validation.holderName',
  'validation.accountNumber',
  'validation.accountNumberDigits',
  'validation.ifsc',
  'validation.ifscInvalid',
  'validation.upiId',
  'validation.upiIdInvalid',
  'validation.bankOrUpi',
  'validation.sponsorCodeRequired',
  'validation.sponsorCodeTooLong',
  'validation.uplineCodeRequired',
  'validation.uplineCodeTooLong',
  'validation.sayWhatToCorrect',
  'validation.nameRequired',
  'validation.mobileRequired',
  'validation.mobileTenDigits',
  'validation.invalidEmailFormat',
] as const satisfies readonly AreaKey<'validation'>[];

/** A compiled message without placeholders is its text in pieces. */
const textOf = (message: unknown) => [message].flat().join('');
const keyOf = new Map<string, (typeof FIELD_MESSAGE_KEYS)[number]>(
  FIELD_MESSAGE_KEYS.map((key) => [textOf(english[key]), key]),
);

/**
 * A field's message in the language on screen: a schema's English it knows, translated; any other
 * text (the server's, already in the person's language) as it is.
 */
export function useFieldMessage() {
  const t = useValidationT();
  return (message: string | undefined) => {
    const key = message ? keyOf.get(message) : undefined;
    return key ? t(key) : message;
  };
}
