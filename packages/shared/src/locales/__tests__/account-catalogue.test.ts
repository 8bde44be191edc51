import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { COMMON_MESSAGES } from '../../common-messages';
import { GENDERS, ROLES } from '../../constants';
import { MESSAGES } from '../../messages';
import { ROLE_LABELS } from '../../permissions';
import { PASSWORD_LENGTH_MESSAGE, PASSWORDS_MISMATCH_MESSAGE } from '../../schemas/account-rules';
import { COUPON_TEXTS } from '../../schemas/coupons';
import {
  REQUEST_MESSAGES,
  REQUEST_STATUS_LABELS,
  REQUEST_STATUSES,
  REQUEST_TYPE_INFO,
  REQUEST_TYPES,
} from '../../schemas/requests';
import {
  REFUND_METHOD_LABELS,
  REFUND_METHODS,
  RETURN_MESSAGES,
  RETURN_STATUS_LABELS,
  RETURN_STATUSES,
} from '../../schemas/returns';
import { UPI_ID_MESSAGES } from '../../schemas/upi-id';
import { WISHLIST_TEXTS } from '../../schemas/wishlist';
import type { MessageKey } from '../catalogue';
import { CATALOGUES } from '../catalogues';
import { compileCatalogue } from '../compile';

const en = setupI18n({ locale: 'en', messages: { en: compileCatalogue(CATALOGUES.en) } });
const camel = (value: string) =>
  value.toLowerCase().replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
const pascal = (value: string) => camel(value).replace(/^./, (first) => first.toUpperCase());

describe("the account pages' English is the spec's words (decision 0151)", () => {
  it('equals the texts the spec keeps as constants', () => {
    const profile = MESSAGES.profile;
    const spec: [MessageKey, string][] = [
      ['profile.editProfile', profile.editProfile],
      ['profile.changePhoto', profile.changePhoto],
      ['profile.saveChanges', profile.saveChanges],
      ['profile.saving', profile.saving],
      ['profile.cancel', profile.cancel],
      ['profile.referredBy', profile.referredBy],
      ['profile.additionalContact', profile.additionalContact],
      ['profile.updated', profile.updated],
      ['profile.updateFailed', profile.updateFailedModal],
      ['profile.updatePasswordFailed', MESSAGES.helpers.updatePassword],
      ['profile.notSpecified', COMMON_MESSAGES.notSpecified],
      ['profile.copied', COMMON_MESSAGES.copied],
      ['profile.copyFailed', COMMON_MESSAGES.copyFailed],
      ['wishlist.moved', WISHLIST_TEXTS.moved],
      ['wishlist.empty', WISHLIST_TEXTS.empty],
      ['wishlist.emptyHint', WISHLIST_TEXTS.emptyHint],
      ['wishlist.moveToCart', WISHLIST_TEXTS.moveToCart],
      ['returns.requested', RETURN_MESSAGES.requested],
      ['requests.cancelled', REQUEST_MESSAGES.cancelled],
      ['requests.submitted', REQUEST_MESSAGES.submitted],
      ['validation.firstNameRequired', profile.firstNameRequired],
      ['validation.lastNameRequired', profile.lastNameRequired],
      ['validation.emailRequired', profile.emailRequired],
      ['validation.invalidEmail', profile.invalidEmail],
      ['validation.phoneRequired', profile.phoneRequired],
      ['validation.invalidPhone', profile.invalidPhone],
      ['validation.genderRequired', profile.genderRequired],
      ['validation.passwordLength', PASSWORD_LENGTH_MESSAGE],
      ['validation.passwordLetter', MESSAGES.legacySignup.passwordLetter],
      ['validation.passwordNumber', MESSAGES.legacySignup.passwordNumber],
      ['validation.passwordNoSpaces', MESSAGES.legacySignup.passwordNoSpaces],
      ['validation.passwordsMismatch', PASSWORDS_MISMATCH_MESSAGE],
      ['validation.eachItemOnce', RETURN_MESSAGES.duplicateLine],
      ['validation.bankOrUpi', RETURN_MESSAGES.bankOrUpi],
      ['validation.upiId', UPI_ID_MESSAGES.required],
      ['validation.upiIdInvalid', UPI_ID_MESSAGES.invalid],
    ];
    for (const [key, text] of spec) expect(en._(key), key).toBe(text);
    expect(en._('coupons.copied', { code: 'DIWALI10' })).toBe(COUPON_TEXTS.copied('DIWALI10'));
  });

  it('names every role, gender, return, refund and request status as the constants do', () => {
    for (const role of ROLES) expect(en._('profile.role', { role })).toBe(ROLE_LABELS[role]);
    expect(GENDERS.map((gender) => en._('profile.genderValue', { gender }))).toEqual([
      'Male',
      'Female',
      'Other',
    ]);
    for (const status of RETURN_STATUSES) {
      expect(en._(`returns.status${pascal(status)}`)).toBe(RETURN_STATUS_LABELS[status]);
    }
    for (const method of REFUND_METHODS) {
      expect(en._(`returns.method${pascal(method)}`)).toBe(REFUND_METHOD_LABELS[method]);
    }
    for (const status of REQUEST_STATUSES) {
      expect(en._(`requests.status${pascal(status)}`)).toBe(REQUEST_STATUS_LABELS[status]);
    }
    for (const type of REQUEST_TYPES) {
      expect(en._(`requests.type${pascal(type)}`)).toBe(REQUEST_TYPE_INFO[type].label);
    }
  });
});
