import { z } from 'zod';
import { PRODUCT_MAKER_ROLES } from '../constants';
import type { CompanySettings } from './company';

export const PRODUCT_FACTS_MESSAGES = {
  makerRole: 'Choose manufacturer, packer or importer',
  makerName: 'Enter the name as printed on the package (2 to 160 characters)',
  makerAddress: 'Enter the full address with the PIN code (10 to 700 characters)',
  countryOfOrigin: 'Enter the country the product comes from, e.g. India',
  bestBefore: 'At most 120 characters',
} as const;

/**
 * A product's facts the law asks shoppers to see before buying, beside its price: who makes,
 * packs or imports it and where from (decision 0110). Every field but bestBefore is required;
 * bestBefore is the product's wording ("Best before 24 months from packing"), since the date of
 * each batch is printed on its pack.
 */
export const productFactsSchema = z
  .object({
    makerRole: z.enum(PRODUCT_MAKER_ROLES, { error: PRODUCT_FACTS_MESSAGES.makerRole }),
    makerName: z
      .string({ error: PRODUCT_FACTS_MESSAGES.makerName })
      .trim()
      .min(2, PRODUCT_FACTS_MESSAGES.makerName)
      .max(160, PRODUCT_FACTS_MESSAGES.makerName),
    makerAddress: z
      .string({ error: PRODUCT_FACTS_MESSAGES.makerAddress })
      .trim()
      .min(10, PRODUCT_FACTS_MESSAGES.makerAddress)
      .max(700, PRODUCT_FACTS_MESSAGES.makerAddress),
    countryOfOrigin: z
      .string({ error: PRODUCT_FACTS_MESSAGES.countryOfOrigin })
      .trim()
      .regex(/^\p{L}[\p{L} .,'()-]{1,59}$/u, PRODUCT_FACTS_MESSAGES.countryOfOrigin),
    bestBefore: z.string().trim().max(120, PRODUCT_FACTS_MESSAGES.bestBefore).default(''),
  })
  .strict()
  .meta({ id: 'ProductFacts' });
export type ProductFacts = z.output<typeof productFactsSchema>;

/**
 * The facts a product gets when none are given: the company as its manufacturer, at its
 * registered address, made in India — for the admin to review (decision 0110).
 */
export const defaultProductFacts = (settings: CompanySettings): ProductFacts => ({
  makerRole: 'MANUFACTURER',
  makerName: settings.invoicing.legalName,
  makerAddress: settings.invoicing.addressLines.join(', '),
  countryOfOrigin: 'India',
  bestBefore: '',
});
