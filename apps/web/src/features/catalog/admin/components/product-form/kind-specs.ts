import {
  AGE_GROUPS,
  GENDERS_FOR_CLOTHING,
  POWER_SOURCES,
  SKIN_TYPES,
  type PRODUCT_KIND_FIELDS,
} from '@saathi/shared';
import type { CatalogKey } from '../../catalog-messages';

export type KindField = (typeof PRODUCT_KIND_FIELDS)[number];

/**
 * How a kind's field is typed in the form. Lists are typed comma-separated, or one per line
 * when their items are sentences that may hold commas (warnings, care instructions).
 */
export type KindFieldSpec = {
  key: string;
  label: CatalogKey;
  hint?: CatalogKey;
  /** The examples a list's hint gives. */
  examples?: string;
} & (
  | { type: 'text' | 'longText'; required?: boolean }
  | { type: 'list'; separator: 'comma' | 'line' }
  | { type: 'number' | 'wholeNumber' }
  | { type: 'choice'; options: readonly string[]; labels?: Record<string, CatalogKey> }
  | { type: 'choices'; options: readonly string[] }
  | { type: 'boolean' }
  /** Yes, No or not stated (the claim is simply left out). */
  | { type: 'optionalBoolean' }
);

export interface KindSpec {
  field: KindField;
  label: CatalogKey;
  fields: KindFieldSpec[];
}

const FIT_OPTIONS = ['regular', 'slim', 'relaxed', 'oversized'] as const;

/** A list of short items, typed comma-separated; the hint gives examples of them. */
const commaList = (key: string, label: CatalogKey, examples: string): KindFieldSpec => ({
  key,
  label,
  type: 'list',
  separator: 'comma',
  hint: 'consoleCatalog.commaHint',
  examples,
});

/** A list of sentences that may hold commas, typed one a line. */
const lineList = (
  key: string,
  label: CatalogKey,
  hint: CatalogKey = 'consoleCatalog.onePerLine',
): KindFieldSpec => ({
  key,
  label,
  type: 'list',
  separator: 'line',
  hint,
});

/** The five structures of docs/decisions/0013, in the order the form offers them. */
export const KIND_SPECS: readonly KindSpec[] = [
  {
    field: 'cosmeticProducts',
    label: 'consoleCatalog.kindCosmetic',
    fields: [
      { key: 'skinTypes', label: 'consoleCatalog.skinTypes', type: 'choices', options: SKIN_TYPES },
      { key: 'volumeMl', label: 'consoleCatalog.volumeMl', type: 'number' },
      { key: 'weightG', label: 'consoleCatalog.weightG', type: 'number' },
      commaList('keyIngredients', 'consoleCatalog.keyIngredients', 'Saffron, Turmeric'),
      { key: 'shelfLifeMonths', label: 'consoleCatalog.shelfLife', type: 'wholeNumber' },
      { key: 'usage', label: 'consoleCatalog.howToUse', type: 'longText' },
      {
        key: 'isDermatologicallyTested',
        label: 'consoleCatalog.dermatologicallyTested',
        type: 'boolean',
      },
      { key: 'isCrueltyFree', label: 'consoleCatalog.crueltyFree', type: 'optionalBoolean' },
    ],
  },
  {
    field: 'medicalDetails',
    label: 'consoleCatalog.kindMedicine',
    fields: [
      { key: 'composition', label: 'consoleCatalog.composition', type: 'longText', required: true },
      { key: 'dosage', label: 'consoleCatalog.dosage', type: 'text' },
      lineList('warnings', 'consoleCatalog.warnings'),
      lineList('sideEffects', 'consoleCatalog.sideEffects'),
      {
        key: 'prescriptionRequired',
        label: 'consoleCatalog.prescriptionRequired',
        type: 'boolean',
      },
      {
        key: 'ageGroup',
        label: 'consoleCatalog.ageGroup',
        type: 'choice',
        options: AGE_GROUPS,
        labels: { all: 'consoleCatalog.optionAllAges' },
      },
      {
        key: 'regulatoryCategory',
        label: 'consoleCatalog.regulatoryCategory',
        type: 'text',
        hint: 'consoleCatalog.regulatoryHint',
      },
      { key: 'licenceNumber', label: 'consoleCatalog.licenceNumber', type: 'text' },
      { key: 'storage', label: 'consoleCatalog.storage', type: 'text' },
    ],
  },
  {
    field: 'medicalEquipment',
    label: 'consoleCatalog.kindEquipment',
    fields: [
      { key: 'modelNumber', label: 'consoleCatalog.modelNumber', type: 'text', required: true },
      { key: 'warrantyMonths', label: 'consoleCatalog.warrantyMonths', type: 'wholeNumber' },
      {
        key: 'powerSource',
        label: 'consoleCatalog.powerSource',
        type: 'choice',
        options: POWER_SOURCES,
      },
      commaList('certifications', 'consoleCatalog.certifications', 'CE, ISO 13485, BIS'),
      { key: 'usageInstructions', label: 'consoleCatalog.howToUse', type: 'longText' },
      lineList('inTheBox', 'consoleCatalog.inTheBox', 'consoleCatalog.oneItemPerLine'),
    ],
  },
  {
    field: 'homeEssentialProducts',
    label: 'consoleCatalog.kindHome',
    fields: [
      { key: 'material', label: 'consoleCatalog.material', type: 'text' },
      {
        key: 'dimensions',
        label: 'consoleCatalog.dimensions',
        type: 'text',
        hint: 'consoleCatalog.dimensionsHint',
      },
      {
        key: 'capacity',
        label: 'consoleCatalog.capacity',
        type: 'text',
        hint: 'consoleCatalog.capacityHint',
      },
      { key: 'usageInstructions', label: 'consoleCatalog.howToUse', type: 'longText' },
      { key: 'warrantyMonths', label: 'consoleCatalog.warrantyMonths', type: 'wholeNumber' },
      lineList('safetyWarnings', 'consoleCatalog.safetyWarnings'),
    ],
  },
  {
    field: 'clothingDetails',
    label: 'consoleCatalog.kindClothing',
    fields: [
      {
        key: 'fabric',
        label: 'consoleCatalog.fabric',
        type: 'text',
        required: true,
        hint: 'consoleCatalog.fabricHint',
      },
      { key: 'fit', label: 'consoleCatalog.fit', type: 'choice', options: FIT_OPTIONS },
      lineList('care', 'consoleCatalog.careInstructions'),
      {
        key: 'gender',
        label: 'consoleCatalog.forWhom',
        type: 'choice',
        options: GENDERS_FOR_CLOTHING,
      },
      commaList('sizes', 'consoleCatalog.garmentSizes', 'S, M, L, 38, Free size'),
      { key: 'colour', label: 'consoleCatalog.colour', type: 'text' },
    ],
  },
];

/** Choices the schema fills in when none is sent: the form starts on them. */
export const CHOICE_DEFAULTS: Partial<Record<KindField, Record<string, string>>> = {
  medicalDetails: { ageGroup: 'adults' },
  clothingDetails: { gender: 'unisex' },
};

/** Choices without a default may be left out ("Not stated"). */
export const hasChoiceDefault = (kind: KindField, key: string) =>
  CHOICE_DEFAULTS[kind]?.[key] !== undefined;

/** Each choice's words (the schema's values are lower-case English). */
type ChoiceOption = (
  | typeof SKIN_TYPES
  | typeof AGE_GROUPS
  | typeof POWER_SOURCES
  | typeof GENDERS_FOR_CLOTHING
  | typeof FIT_OPTIONS
)[number];
const OPTION_KEYS: Record<ChoiceOption, CatalogKey> = {
  normal: 'consoleCatalog.optionNormal',
  dry: 'consoleCatalog.optionDry',
  oily: 'consoleCatalog.optionOily',
  combination: 'consoleCatalog.optionCombination',
  sensitive: 'consoleCatalog.optionSensitive',
  all: 'consoleCatalog.optionAll',
  adults: 'consoleCatalog.optionAdults',
  children: 'consoleCatalog.optionChildren',
  seniors: 'consoleCatalog.optionSeniors',
  infants: 'consoleCatalog.optionInfants',
  battery: 'consoleCatalog.optionBattery',
  mains: 'consoleCatalog.optionMains',
  rechargeable: 'consoleCatalog.optionRechargeable',
  manual: 'consoleCatalog.optionManual',
  usb: 'consoleCatalog.optionUsb',
  regular: 'consoleCatalog.optionRegular',
  slim: 'consoleCatalog.optionSlim',
  relaxed: 'consoleCatalog.optionRelaxed',
  oversized: 'consoleCatalog.optionOversized',
  men: 'consoleCatalog.optionMen',
  women: 'consoleCatalog.optionWomen',
  unisex: 'consoleCatalog.optionUnisex',
  boys: 'consoleCatalog.optionBoys',
  girls: 'consoleCatalog.optionGirls',
  kids: 'consoleCatalog.optionKids',
};
/** A choice's key: the field's own label for it (age "all": "All ages"), or the common one. */
export const choiceLabel = (spec: KindFieldSpec, option: string): CatalogKey =>
  ('labels' in spec ? spec.labels?.[option] : undefined) ?? OPTION_KEYS[option as ChoiceOption];
