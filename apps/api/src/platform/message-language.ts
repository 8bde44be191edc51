// The API's error answers in the person's language (issue 29, decision 0140): the same catalogues
// as the web's, compiled here at start. Services keep writing the spec's English; the error
// handler swaps a text it knows for its translation, so answers keep their shape. The outbox's
// texts are written from the catalogue in the recipient's language (decision 0155).
import { setupI18n, type I18n } from '@lingui/core';
import type { FastifyRequest } from 'fastify';
import { COUPON_TEXTS, MESSAGES, ORDER_TEXTS, OUTAGE_TEXTS, WALLET_MESSAGES } from '@saathi/shared';
import {
  DEFAULT_LANGUAGE,
  intlLocale,
  isLanguage,
  LANGUAGE_CODES,
  type AreaKey,
  type Language,
} from '@saathi/shared/locales';
import { CATALOGUES } from '@saathi/shared/locales/catalogues';
import { compileCatalogue } from '@saathi/shared/locales/compile';
import { englishMatcher } from '@saathi/shared/locales/match-english';
import { CLIENT_MESSAGES, GENERIC_MESSAGES } from './error-messages';

const address = MESSAGES.address;
/**
 * Each fixed English text the API writes in an error, and its catalogue key (tested equal). The
 * texts built with a value are found by their English alone (decision 0180).
 */
export const API_MESSAGE_KEYS: [string, AreaKey<'api' | 'apiFields'>][] = [
  [GENERIC_MESSAGES.invalidInput, 'api.invalidInput'],
  [GENERIC_MESSAGES.invalidRequest, 'api.invalidRequest'],
  [GENERIC_MESSAGES.internal, 'api.internal'],
  [CLIENT_MESSAGES.INVALID_JSON, 'api.invalidJson'],
  [CLIENT_MESSAGES.PAYLOAD_TOO_LARGE, 'api.tooLarge'],
  [CLIENT_MESSAGES.UNSUPPORTED_MEDIA_TYPE, 'api.unsupportedType'],
  [CLIENT_MESSAGES.RATE_LIMITED, 'api.rateLimited'],
  [OUTAGE_TEXTS.unavailable, 'api.unavailable'],
  [ORDER_TEXTS.cartEmpty, 'api.cartEmpty'],
  [ORDER_TEXTS.addressNotFound, 'api.addressNotFound'],
  [ORDER_TEXTS.indiaOnly, 'api.indiaOnly'],
  [ORDER_TEXTS.pinCodeInvalid, 'api.pinCodeForDelivery'],
  [ORDER_TEXTS.paymentUnavailable, 'api.paymentUnavailable'],
  [ORDER_TEXTS.orderInProgress, 'api.orderInProgress'],
  [COUPON_TEXTS.enterCode, 'api.couponEnterCode'],
  [COUPON_TEXTS.unknown, 'api.couponUnknown'],
  [COUPON_TEXTS.paused, 'api.couponPaused'],
  [COUPON_TEXTS.exhausted, 'api.couponExhausted'],
  [COUPON_TEXTS.notForTheseItems, 'api.couponNotForItems'],
  [COUPON_TEXTS.firstOrderOnly, 'api.couponFirstOrderOnly'],
  [COUPON_TEXTS.oneCouponOnly, 'api.couponOneOnly'],
  [address.nameRequired, 'api.nameRequired'],
  [address.phoneInvalid, 'api.phoneInvalid'],
  [address.phoneRequired, 'api.phoneRequired'],
  [address.emailInvalid, 'api.emailInvalid'],
  [address.streetRequired, 'api.streetRequired'],
  [address.cityRequired, 'api.cityRequired'],
  [address.stateRequired, 'api.stateRequired'],
  [address.pinCodeInvalid, 'api.pinCodeInvalid'],
  [address.pinCodeRequired, 'api.pinCodeRequired'],
  [address.countryRequired, 'api.countryRequired'],
  [address.typeRequired, 'api.typeRequired'],
  // The address's country and the KYC request's fields (decision 0168).
  [address.countryIndiaOnly, 'apiFields.countryIndiaOnly'],
  [WALLET_MESSAGES.panFormat, 'apiFields.panFormat'],
  [WALLET_MESSAGES.panTaken, 'apiFields.panTaken'],
  [WALLET_MESSAGES.ifscFormat, 'apiFields.ifscFormat'],
  [WALLET_MESSAGES.accountFormat, 'apiFields.accountFormat'],
  [WALLET_MESSAGES.holderName, 'apiFields.holderName'],
  [WALLET_MESSAGES.document, 'apiFields.document'],
  [WALLET_MESSAGES.documentNotOwn, 'apiFields.documentNotOwn'],
  [WALLET_MESSAGES.alreadyApproved, 'apiFields.alreadyApproved'],
];
/** The outbox's areas: orders, codes and requests; sponsors' notices; grievances' notices. */
const MESSAGE_AREAS = ['messages', 'messagesNetwork', 'messagesGrievances'] as const;
/** The areas of the API's error texts, and all the areas it writes from. */
const ERROR_AREAS = ['api', 'apiFields'] as const;
const API_AREAS = [...ERROR_AREAS, ...MESSAGE_AREAS] as const;
const i18nFor = new Map<Language, I18n>(
  LANGUAGE_CODES.map((language) => [
    language,
    setupI18n({
      locale: language,
      locales: [intlLocale(language)],
      messages: {
        [language]: Object.fromEntries(
          API_AREAS.flatMap((area) => Object.entries(compileCatalogue(CATALOGUES[language], area))),
        ),
      },
    }),
  ]),
);

/** The error areas' English, exact texts and texts built with a value, back to their keys. */
const matchError = englishMatcher(
  Object.fromEntries(
    ERROR_AREAS.flatMap((area) => Object.entries(compileCatalogue(CATALOGUES.en, area))),
  ),
);

/**
 * `text` in `language` when the error areas' English has it, exact or built with a value ("At most
 * 120 characters"), its values kept; otherwise as it is.
 */
export function translateMessage(text: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE) return text;
  const found = matchError(text);
  return found ? i18nFor.get(language)!._(found.key, found.values) : text;
}

/** An outbox text in the recipient's language, its placeholders filled. */
export type MessageText = (
  key: AreaKey<(typeof MESSAGE_AREAS)[number]>,
  values?: Record<string, unknown>,
) => string;

/** The outbox's texts in `language` (null: English, the person chose none). */
export function messagesIn(language: Language | null): MessageText {
  const i18n = i18nFor.get(language ?? DEFAULT_LANGUAGE)!;
  return (key, values) => i18n._(key, values);
}

/** The first of our languages an Accept-Language header asks for, by its q order; else null. */
export function acceptedLanguage(header: string | undefined): Language | null {
  const asked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.toLowerCase().split('-')[0], q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter(({ q }) => q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return asked.map(({ tag }) => tag).find(isLanguage) ?? null;
}

/**
 * The person's language (decisions 0140, 0154): the profile's when signed in and set (carried by
 * the access token, a later change learnt from the sessions' memory: no query), else the first of
 * ours Accept-Language asks for, else English.
 */
export const languageOf = (request: FastifyRequest): Language =>
  request.auth?.language ??
  acceptedLanguage(request.headers['accept-language']) ??
  DEFAULT_LANGUAGE;
