import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { COMMON_MESSAGES } from '../../common-messages';
import { PRODUCT_MAKER_ROLE_LABELS } from '../../constants';
import { MESSAGES } from '../../messages';
import { SHOP_LINK_ATTRIBUTION_DAYS } from '../../constants';
import { formatRupees } from '../../money';
import {
  ORDER_STATUS_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
} from '../../order-state';
import { CART_TEXTS } from '../../schemas/cart';
import { COUPON_TEXTS } from '../../schemas/coupons';
import { ORDER_TEXTS } from '../../schemas/orders';
import { EARNINGS_TEXTS } from '../../schemas/earnings';
import { SHOP_LINK_TEXTS } from '../../schemas/shop-links';
import { PAYOUT_STATUS_LABELS, WALLET_ENTRY_LABELS, WALLET_MESSAGES } from '../../schemas/wallet';
import { WISHLIST_TEXTS } from '../../schemas/wishlist';
import type { MessageKey } from '../catalogue';
import { CATALOGUES } from '../catalogues';
import { compileCatalogue } from '../compile';
import { intlLocale, LANGUAGE_CODES, LANGUAGES, type Language } from '../languages';
import { isClean, readUses, reportCatalogues } from '../report';

const i18nIn = (language: Language) =>
  setupI18n({
    locale: language,
    locales: [intlLocale(language)],
    messages: { [language]: compileCatalogue(CATALOGUES[language]) },
  });

describe('the message catalogues', () => {
  it('has a catalogue for every language, and every language names itself', () => {
    expect(Object.keys(CATALOGUES).sort()).toEqual([...LANGUAGE_CODES].sort());
    expect(LANGUAGES.hi.name).toBe('हिन्दी');
  });

  it('gives every language every English key, the same placeholders, and uses every key', () => {
    const report = reportCatalogues(readUses());
    expect(report.languages.hi).toEqual({ missing: [], extra: [], placeholders: [] });
    expect(report.unused, 'English keys no code uses').toEqual([]);
    expect(report.unknown, 'keys the code asks for that English lacks').toEqual([]);
    expect(isClean(report)).toBe(true);
  });

  it('reports a missing Hindi key, a stray one, a changed placeholder and an unused English one', () => {
    const report = reportCatalogues(["t('shell.cart'); t('shell.gone');"], {
      en: { 'shell.cart': 'Cart', 'shell.items': '{count} items', 'shell.spare': 'Spare' },
      hi: { 'shell.cart': 'कार्ट', 'shell.items': '{n} आइटम', 'shell.extra': 'फ़ालतू' },
    });
    expect(report.languages.hi).toEqual({
      missing: ['shell.spare'],
      extra: ['shell.extra'],
      placeholders: ['shell.items'],
    });
    expect(report.unused).toEqual(['shell.items', 'shell.spare']);
    expect(report.unknown).toEqual(['shell.gone']);
    expect(isClean(report)).toBe(false);
  });

  it('compiles every message as ICU MessageFormat, and refuses one that is not', () => {
    for (const language of LANGUAGE_CODES) {
      expect(() => compileCatalogue(CATALOGUES[language])).not.toThrow();
    }
    expect(() => compileCatalogue({ 'shell.broken': '{count, plural, one {# item}' })).toThrow(
      /shell\.broken/,
    );
  });

  it('keeps to one area when asked', () => {
    const shell = compileCatalogue(CATALOGUES.en, 'shell');
    expect(Object.keys(shell).length).toBeGreaterThan(0);
    expect(Object.keys(shell).every((key) => key.startsWith('shell.'))).toBe(true);
  });

  it('says the plural each language needs, with Latin digits', () => {
    const en = i18nIn('en');
    expect(en._('shell.cartLabel', { count: 1 })).toBe('Cart, 1 item');
    expect(en._('shell.cartLabel', { count: 0 })).toBe('Cart, 0 items');
    expect(en._('shell.cartLabel', { count: 12 })).toBe('Cart, 12 items');
    const hi = i18nIn('hi');
    expect(hi._('shell.cartLabel', { count: 1 })).toBe('कार्ट, 1 आइटम');
    expect(hi._('shell.cartLabel', { count: 12 })).toBe('कार्ट, 12 आइटम');
    expect(hi._('shell.accountMenuFor', { name: 'Asha' })).toBe('Asha का खाता मेन्यू');
  });

  it('writes Hindi in Devanagari, not in Latin letters', () => {
    // A message may carry a brand or an acronym (WhatsApp, PGM, BV, OTP) but is Hindi words.
    const devanagari = /[\u0900-\u097F]/;
    const latinOnly = Object.entries(CATALOGUES.hi).filter(
      ([key, text]) =>
        !devanagari.test(text) && text !== CATALOGUES.en[key as keyof typeof CATALOGUES.en],
    );
    expect(latinOnly.map(([key]) => key)).toEqual(['shell.oneTimeCode']);
  });

  it("keeps English the spec's words, where the spec's texts are also kept as constants", () => {
    const en = i18nIn('en');
    const spec: [MessageKey, string][] = [
      ['shell.newMember', MESSAGES.login.newMember],
      ['shell.signIn', MESSAGES.login.signIn],
      ['shell.loading', COMMON_MESSAGES.loading],
      ['shell.genericError', COMMON_MESSAGES.genericError],
      ['errors.notFoundTitle', COMMON_MESSAGES.notFoundTitle],
      ['auth.phoneAlsoWorks', MESSAGES.login.phoneAlsoWorks],
      ['auth.forgotPassword', MESSAGES.login.forgotPassword],
      ['auth.resetByCode', MESSAGES.login.resetByCode],
      ['auth.loginSuccess', MESSAGES.login.loginSuccess],
      ['auth.loginFailed', MESSAGES.login.loginFailedToast],
      ['auth.loginFailedRetry', MESSAGES.login.loginFailedRetry],
      ['auth.invalidCredentials', MESSAGES.login.invalidCredentials],
      ['auth.fillOneMethod', MESSAGES.login.fillOneMethod],
      ['auth.otpSixDigits', MESSAGES.login.otpSixDigits],
      ['auth.theOtpSixDigits', MESSAGES.registration.otpSixDigits],
      ['auth.spacesNotAllowed', MESSAGES.registration.spacesNotAllowed],
      ['auth.registrationFailed', MESSAGES.registration.registrationFailed],
      ['auth.errorOccurred', MESSAGES.registration.errorOccurred],
      ['auth.signupFailed', MESSAGES.registration.signupFailed],
      ['auth.resendOtp', MESSAGES.registration.resendOtp],
      ['auth.usernameTaken', MESSAGES.username.taken],
      ['auth.usernameCheckFailed', MESSAGES.username.checkFailed],
      ['auth.referralValid', MESSAGES.referral.valid],
      ['auth.referralNotFound', MESSAGES.referral.notFound],
      ['auth.referralCheckFailed', MESSAGES.referral.checkFailed],
      ['auth.otpSent', MESSAGES.otp.sent],
      ['auth.otpSendFailed', MESSAGES.otp.sendFailed],
      ['auth.otpVerified', MESSAGES.otp.verified],
      ['auth.otpInvalid', MESSAGES.otp.invalidOrExpired],
      ['auth.otpVerificationFailed', MESSAGES.otp.verificationFailed],
      ['auth.otpVerificationError', MESSAGES.otp.verificationError],
      ['cart.added', MESSAGES.cart.added],
      ['cart.removed', MESSAGES.cart.removed],
      ['cart.syncFailed', MESSAGES.cart.syncFailed],
      ['cart.somethingWrong', MESSAGES.cart.somethingWrong],
      ['cart.removeFailed', MESSAGES.cart.removeFailed],
      ['cart.removeError', MESSAGES.cart.removeError],
      ['cart.resolveFirst', CART_TEXTS.resolveFirst],
      ['cart.acceptPrice', CART_TEXTS.acceptPrice],
      ['cart.issueUnavailable', CART_TEXTS.unavailable],
      ['cart.issueOutOfStock', CART_TEXTS.outOfStock],
      ['wishlist.add', WISHLIST_TEXTS.add],
      ['wishlist.remove', WISHLIST_TEXTS.remove],
      ['wishlist.added', WISHLIST_TEXTS.added],
      ['wishlist.removed', WISHLIST_TEXTS.removed],
      ['shop.manufacturer', PRODUCT_MAKER_ROLE_LABELS.MANUFACTURER],
      ['shop.packer', PRODUCT_MAKER_ROLE_LABELS.PACKER],
      ['shop.importer', PRODUCT_MAKER_ROLE_LABELS.IMPORTER],
      ['shopLink.inactive', SHOP_LINK_TEXTS.inactive],
      ['shopLink.copied', COMMON_MESSAGES.copied],
      ['shopLink.copyFailed', COMMON_MESSAGES.copyFailed],
      ['checkout.placed', ORDER_TEXTS.placed],
      ['checkout.placing', ORDER_TEXTS.placing],
      ['checkout.placeOrder', ORDER_TEXTS.placeOrder],
      ['checkout.enterCode', COUPON_TEXTS.enterCode],
      ['orders.payNow', ORDER_TEXTS.payNow],
      ['orders.cancel', ORDER_TEXTS.cancel],
      ['orders.cancelled', ORDER_TEXTS.cancelled],
      ['orders.cancelConfirm', ORDER_TEXTS.cancelConfirm],
      ['orders.statusPendingPayment', ORDER_STATUS_LABELS.PENDING_PAYMENT],
      ['orders.statusPlaced', ORDER_STATUS_LABELS.PLACED],
      ['orders.statusConfirmed', ORDER_STATUS_LABELS.CONFIRMED],
      ['orders.statusPacked', ORDER_STATUS_LABELS.PACKED],
      ['orders.statusShipped', ORDER_STATUS_LABELS.SHIPPED],
      ['orders.statusDelivered', ORDER_STATUS_LABELS.DELIVERED],
      ['orders.statusCancelled', ORDER_STATUS_LABELS.CANCELLED],
      ['orders.statusExpired', ORDER_STATUS_LABELS.EXPIRED],
      ['orders.methodCod', PAYMENT_METHOD_LABELS.COD],
      ['orders.methodRazorpay', PAYMENT_METHOD_LABELS.RAZORPAY],
      ['orders.paymentAwaiting', PAYMENT_STATUS_LABELS.AWAITING_PAYMENT],
      ['orders.paymentOnDelivery', PAYMENT_STATUS_LABELS.CASH_ON_DELIVERY],
      ['orders.paymentPaid', PAYMENT_STATUS_LABELS.PAID],
      ['orders.paymentRefundPending', PAYMENT_STATUS_LABELS.REFUND_PENDING],
      ['orders.paymentRefunded', PAYMENT_STATUS_LABELS.REFUNDED],
      ['orders.paymentNotPaid', PAYMENT_STATUS_LABELS.NOT_PAID],
      ['addresses.title', MESSAGES.address.title],
      ['addresses.addNew', MESSAGES.address.addNew],
      ['addresses.loading', MESSAGES.address.loading],
      ['addresses.addTitle', MESSAGES.address.addTitle],
      ['addresses.editTitle', MESSAGES.address.editTitle],
      ['addresses.save', MESSAGES.address.save],
      ['addresses.update', MESSAGES.address.update],
      ['addresses.deliverHere', MESSAGES.address.deliverHere],
      ['addresses.edit', MESSAGES.address.edit],
      ['addresses.delete', MESSAGES.address.delete],
      ['addresses.default', MESSAGES.address.default],
      ['addresses.nearby', MESSAGES.address.nearby],
      ['addresses.pinCode', MESSAGES.address.pinCodeLabel],
      ['addresses.pinCodeHint', MESSAGES.address.pinCodeHint],
      ['addresses.countryIndiaOnly', MESSAGES.address.countryIndiaOnly],
      ['addresses.saving', MESSAGES.profile.saving],
    ];
    for (const [key, text] of spec) expect(en._(key), key).toBe(text);
    expect(en._('cart.issueNotEnoughStock', { left: 3 })).toBe(CART_TEXTS.notEnoughStock(3));
    expect(
      en._('cart.issuePriceChanged', { before: formatRupees(1249.5), now: formatRupees(1260) }),
    ).toBe(CART_TEXTS.priceChanged(1249.5, 1260));
    expect(en._('checkout.couponApplied', { code: 'DIWALI10' })).toBe(
      COUPON_TEXTS.applied('DIWALI10'),
    );
  });

  it("keeps the associate's screens in the spec's words (decision 0152)", () => {
    const en = i18nIn('en');
    const bv = MESSAGES.businessValues;
    const spec: [MessageKey, string][] = [
      ['businessValues.loadingTitle', bv.loadingTitle],
      ['businessValues.loadingText', bv.loadingText],
      ['businessValues.estimatedValue', bv.estimatedValue],
      ['businessValues.fetchFailed', MESSAGES.helpers.fetchBvPoints],
      ['businessValues.noTransactions', bv.noTransactions],
      ['businessValues.noneInCategory', bv.noneInCategory],
      ['businessValues.validTill', bv.validTill],
      ['businessValues.cardTotal', bv.cards.total],
      ['businessValues.cardPending', bv.cards.pending],
      ['businessValues.cardConfirmed', bv.cards.confirmed],
      ['businessValues.cardCancelled', bv.cards.cancelled],
      ['businessValues.tabPending', bv.tabs.pending],
      ['businessValues.tabConfirmed', bv.tabs.confirmed],
      ['businessValues.tabCancelled', bv.tabs.cancelled],
      ['businessValues.sortDate', bv.sorts.date],
      ['businessValues.sortAmount', bv.sorts.amount],
      ['businessValues.sortName', bv.sorts.name],
      ['businessValues.bandAll', bv.bands.all],
      ['businessValues.bandHigh', bv.bands.high],
      ['businessValues.bandMedium', bv.bands.medium],
      ['businessValues.bandLow', bv.bands.low],
      ['businessValues.credit', bv.credit],
      ['businessValues.debit', bv.debit],
      ['businessValues.pendingStatus', bv.pendingStatus],
      ['businessValues.completedStatus', bv.completedStatus],
      ['businessValues.export', bv.export],
      ['businessValues.refresh', bv.refresh],
      ['earnings.projectedNote', EARNINGS_TEXTS.projected],
      ['wallet.payoutRequested', WALLET_MESSAGES.payoutRequested],
      ['wallet.kycRequiredToAsk', WALLET_MESSAGES.kycRequiredToAsk],
      ['wallet.statementCreditNote', WALLET_MESSAGES.statementCreditNote],
      ['wallet.kindLevelCommission', WALLET_ENTRY_LABELS.LEVEL_COMMISSION],
      ['wallet.kindRankBonus', WALLET_ENTRY_LABELS.RANK_BONUS],
      ['wallet.kindAdjustment', WALLET_ENTRY_LABELS.ADJUSTMENT],
      ['wallet.kindManualAdjustment', WALLET_ENTRY_LABELS.MANUAL_ADJUSTMENT],
      ['wallet.kindPayout', WALLET_ENTRY_LABELS.PAYOUT],
      ['wallet.kindPayoutRelease', WALLET_ENTRY_LABELS.PAYOUT_RELEASE],
      ['wallet.statusRequested', PAYOUT_STATUS_LABELS.REQUESTED],
      ['wallet.statusApproved', PAYOUT_STATUS_LABELS.APPROVED],
      ['wallet.statusProcessing', PAYOUT_STATUS_LABELS.PROCESSING],
      ['wallet.statusPaid', PAYOUT_STATUS_LABELS.PAID],
      ['wallet.statusFailed', PAYOUT_STATUS_LABELS.FAILED],
      ['wallet.statusRejected', PAYOUT_STATUS_LABELS.REJECTED],
      ['wallet.statusCancelled', PAYOUT_STATUS_LABELS.CANCELLED],
      ['kyc.submitted', WALLET_MESSAGES.kycSubmitted],
      ['shopLink.myShopLink', SHOP_LINK_TEXTS.myShopLink],
      ['shopLink.visits', SHOP_LINK_TEXTS.visits],
      ['shopLink.visitsHint', SHOP_LINK_TEXTS.visitsHint],
      ['shopLink.signUps', SHOP_LINK_TEXTS.signUps],
      ['shopLink.signUpsHint', SHOP_LINK_TEXTS.signUpsHint],
      ['shopLink.sales', SHOP_LINK_TEXTS.sales],
      ['shopLink.salesHint', SHOP_LINK_TEXTS.salesHint],
      ['shopLink.pendingBv', SHOP_LINK_TEXTS.pendingBv],
      ['shopLink.confirmedBv', SHOP_LINK_TEXTS.confirmedBv],
      ['shopLink.notAssociate', SHOP_LINK_TEXTS.notAssociate],
    ];
    for (const [key, text] of spec) expect(en._(key), key).toBe(text);
    expect(en._('businessValues.count', { count: 7 })).toBe(bv.count(7));
    expect(en._('businessValues.noMatch', { term: 'tea' })).toBe(bv.noMatch('tea'));
    for (const count of [1, 3]) {
      expect(en._('shopLink.ordersCount', { count })).toBe(SHOP_LINK_TEXTS.ordersCount(count));
    }
    expect(en._('shopLink.myShopLinkHint', { days: SHOP_LINK_ATTRIBUTION_DAYS })).toBe(
      SHOP_LINK_TEXTS.myShopLinkHint,
    );
    expect(en._('shopLink.shopMessage', { name: 'Asha', company: 'PGM', link: 'x' })).toBe(
      SHOP_LINK_TEXTS.shopMessage('Asha', 'PGM', 'x'),
    );
  });
});
