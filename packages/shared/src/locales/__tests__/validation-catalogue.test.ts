import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { addressInputSchema } from '../../schemas/address';
import { createContactSchema } from '../../schemas/contact';
import { dataRequestCreateSchema } from '../../schemas/privacy';
import { changePasswordSchema, profileUpdateSchema } from '../../schemas/profile';
import { legacySendOtpSchema } from '../../schemas/legacy-signup';
import { registerSendOtpSchema, sendOtpSchema } from '../../schemas/registration';
import { requestPayloadSchemas } from '../../schemas/requests';
import { returnRequestPayloadSchema } from '../../schemas/returns';
import type { AreaKey } from '../catalogue';
import { CATALOGUES } from '../catalogues';
import { compileCatalogue } from '../compile';
import { englishMatcher } from '../match-english';

/** The keys whose English the account's, returns', requests' and lead forms' schemas write. */
const KEYS: AreaKey<'validation'>[] = [
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
  'validation.emailOrPhoneRequired',
  'validation.phoneTooLong',
  'validation.invalidDestination',
  'validation.usernameNoSpaces',
  'validation.usernameLettersAndNumbers',
  'validation.nameLettersSpaces',
  'validation.chooseLeg',
  'validation.emptyDestination',
  'validation.phoneTenDigits',
];

const messagesOf = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];
const long = (length: number) => 'x'.repeat(length);
const line = { orderLineId: 1, quantity: 1 };
const bank = { holderName: 'Asha Rao', accountNumber: '12345678901', ifsc: 'HDFC0001234' };

/** What the account's forms and the lead form can show: their schemas given wrong values of every kind. */
const shown = new Set([
  ...messagesOf(profileUpdateSchema('PHONE'), {
    firstName: '',
    lastName: '',
    primaryEmail: '',
    gender: '',
  }),
  ...messagesOf(profileUpdateSchema('EMAIL'), {
    firstName: 'Asha',
    lastName: 'Rao',
    primaryPhone: '',
    gender: 'MALE',
  }),
  ...messagesOf(profileUpdateSchema('EMAIL'), {
    firstName: 'Asha',
    lastName: 'Rao',
    primaryPhone: '12',
    gender: 'MALE',
  }),
  ...messagesOf(profileUpdateSchema('PHONE'), {
    firstName: 'Asha',
    lastName: 'Rao',
    primaryEmail: 'asha@',
    gender: 'MALE',
  }),
  ...messagesOf(changePasswordSchema, { newPassword: '12 3', confirmPassword: '' }),
  ...messagesOf(changePasswordSchema, { newPassword: 'letters', confirmPassword: 'letters' }),
  ...messagesOf(returnRequestPayloadSchema, { orderId: 7, lines: [], reason: '' }),
  ...messagesOf(returnRequestPayloadSchema, {
    orderId: 7,
    lines: [line, line],
    reason: long(501),
    bankAccount: { holderName: long(101), accountNumber: '12', ifsc: 'HDFC' },
    upiId: 'asha',
  }),
  ...messagesOf(returnRequestPayloadSchema, {
    orderId: 7,
    lines: [line],
    reason: 'Broken seal',
    bankAccount: { holderName: 'A' },
    upiId: '',
  }),
  ...messagesOf(returnRequestPayloadSchema, {
    orderId: 7,
    lines: [line],
    reason: 'Broken seal',
    bankAccount: bank,
    upiId: 'asha@okaxis',
  }),
  ...messagesOf(requestPayloadSchemas.ASSOCIATE_UPGRADE, { sponsorCode: '' }),
  ...messagesOf(requestPayloadSchemas.ASSOCIATE_UPGRADE, { sponsorCode: long(41) }),
  ...messagesOf(requestPayloadSchemas.PLACEMENT_CHANGE, { newParentCode: '' }),
  ...messagesOf(requestPayloadSchemas.PLACEMENT_CHANGE, { newParentCode: long(41) }),
  ...messagesOf(requestPayloadSchemas.IDENTITY_CHANGE, { field: 'primaryEmail', value: 'a@' }),
  ...messagesOf(requestPayloadSchemas.IDENTITY_CHANGE, { field: 'primaryPhone', value: '12' }),
  ...messagesOf(dataRequestCreateSchema, { kind: 'CORRECTION', details: '' }),
  ...messagesOf(createContactSchema, { name: '', mobile: '', email: '' }),
  ...messagesOf(createContactSchema, { name: 'Asha', mobile: '12', email: 'asha' }),
  // The sign-in code's destination, on the login page and the popup.
  ...messagesOf(sendOtpSchema, { destination: '' }),
  ...messagesOf(sendOtpSchema, { destination: 'asha' }),
  ...messagesOf(legacySendOtpSchema, { destination: '12' }),
  // The registration form (its agreement is accepted at the next step, its spaces taken out).
  ...messagesOf(registerSendOtpSchema, {
    name: '',
    emailorPhone: '',
    username: 'ab',
    password: 'x',
    confirmPassword: 'y',
    agreementVersionId: 1,
    leg: 'MIDDLE',
  }),
  ...messagesOf(registerSendOtpSchema, {
    name: 'Asha 2',
    emailorPhone: '98765432100',
    username: 'asha 1',
    password: 'secret12',
    confirmPassword: 'secret12',
    agreementVersionId: 1,
  }),
  ...messagesOf(registerSendOtpSchema, {
    name: 'Asha',
    emailorPhone: 'asha@',
    username: 'asha1',
    password: 'secret12',
    confirmPassword: 'secret12',
    agreementVersionId: 1,
  }),
]);

describe("the forms' field messages in the reader's language (decisions 0151, 0180)", () => {
  it("knows every message the translated forms can show, by the schema's exact English", () => {
    const english = KEYS.map((key) => CATALOGUES.en[key]);
    expect([...shown].sort()).toEqual([...new Set(english)].sort());
    expect(new Set(english).size, 'one key for one text').toBe(english.length);
    const match = englishMatcher(compileCatalogue(CATALOGUES.en, 'validation'));
    for (const key of KEYS) expect(match(CATALOGUES.en[key])?.key).toBe(key);
  });
});

describe('a text past its length', () => {
  it('says its length, not that the field is required, and is found with its value', () => {
    const profile = {
      firstName: long(61),
      lastName: long(61),
      primaryEmail: 'a@b.in',
      gender: 'MALE',
    };
    expect(messagesOf(profileUpdateSchema('PHONE'), profile)).toEqual([
      'At most 60 characters',
      'At most 60 characters',
    ]);
    expect(
      messagesOf(createContactSchema, { name: long(101), mobile: '9876543210', email: 'a@b.in' }),
    ).toContain('At most 100 characters');
    expect(messagesOf(addressInputSchema.shape.city, long(101))).toEqual([
      'At most 100 characters',
    ]);
    const match = englishMatcher(compileCatalogue(CATALOGUES.en, 'validation'));
    expect(match('At most 60 characters')).toEqual({
      key: 'validation.atMostCharacters',
      values: { max: '60' },
    });
  });
});
