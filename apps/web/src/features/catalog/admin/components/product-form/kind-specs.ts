import {
  AGE_GROUPS,
  GENDERS_FOR_CLOTHING,
  POWER_SOURCES,
  SKIN_TYPES,
  type PRODUCT_KIND_FIELDS,
} from '@saathi/shared';

export type KindField = (typeof PRODUCT_KIND_FIELDS)[number];

/**
 * How a kind's field is typed in the form. Lists are typed comma-separated, or one per line
 * when their items are sentences that may hold commas (warnings, care instructions).
 */
export type KindFieldSpec = { key: string; label: string; hint?: string } & (
  | { type: 'text' | 'longText'; required?: boolean }
  | { type: 'list'; separator: 'comma' | 'line' }
  | { type: 'number' | 'wholeNumber' }
  | { type: 'choice'; options: readonly string[]; labels?: Record<string, string> }
  | { type: 'choices'; options: readonly string[] }
  | { type: 'boolean' }
  /** Yes, No or not stated (the claim is simply left out). */
  | { type: 'optionalBoolean' }
);

export interface KindSpec {
  field: KindField;
  label: string;
  fields: KindFieldSpec[];
}

const FIT_OPTIONS = ['regular', 'slim', 'relaxed', 'oversized'] as const;

/** A list of short items, typed comma-separated; the hint gives examples of them. */
const commaList = (key: string, label: string, examples: string): KindFieldSpec => ({
  key,
  label,
  type: 'list',
  separator: 'comma',
  hint: `Separate with commas, e.g. ${examples}.`,
});

/** A list of sentences that may hold commas, typed one a line. */
const lineList = (key: string, label: string, hint = 'One per line.'): KindFieldSpec => ({
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
    label: 'Cosmetic',
    fields: [
      { key: 'skinTypes', label: 'Skin types', type: 'choices', options: SKIN_TYPES },
      { key: 'volumeMl', label: 'Volume (ml)', type: 'number' },
      { key: 'weightG', label: 'Weight (g)', type: 'number' },
      commaList('keyIngredients', 'Key ingredients', 'Saffron, Turmeric'),
      { key: 'shelfLifeMonths', label: 'Shelf life (months)', type: 'wholeNumber' },
      { key: 'usage', label: 'How to use', type: 'longText' },
      { key: 'isDermatologicallyTested', label: 'Dermatologically tested', type: 'boolean' },
      { key: 'isCrueltyFree', label: 'Cruelty free', type: 'optionalBoolean' },
    ],
  },
  {
    field: 'medicalDetails',
    label: 'Medicine or supplement',
    fields: [
      { key: 'composition', label: 'Composition', type: 'longText', required: true },
      { key: 'dosage', label: 'Dosage', type: 'text' },
      lineList('warnings', 'Warnings'),
      lineList('sideEffects', 'Side effects'),
      { key: 'prescriptionRequired', label: 'Prescription required', type: 'boolean' },
      {
        key: 'ageGroup',
        label: 'Age group',
        type: 'choice',
        options: AGE_GROUPS,
        labels: { all: 'All ages' },
      },
      {
        key: 'regulatoryCategory',
        label: 'Regulatory category',
        type: 'text',
        hint: 'e.g. Ayurvedic proprietary medicine, Food supplement (FSSAI).',
      },
      { key: 'licenceNumber', label: 'Licence number', type: 'text' },
      { key: 'storage', label: 'Storage', type: 'text' },
    ],
  },
  {
    field: 'medicalEquipment',
    label: 'Medical equipment',
    fields: [
      { key: 'modelNumber', label: 'Model number', type: 'text', required: true },
      { key: 'warrantyMonths', label: 'Warranty (months)', type: 'wholeNumber' },
      {
        key: 'powerSource',
        label: 'Power source',
        type: 'choice',
        options: POWER_SOURCES,
        labels: { usb: 'USB' },
      },
      commaList('certifications', 'Certifications', 'CE, ISO 13485, BIS'),
      { key: 'usageInstructions', label: 'How to use', type: 'longText' },
      lineList('inTheBox', 'In the box', 'One item a line.'),
    ],
  },
  {
    field: 'homeEssentialProducts',
    label: 'Home essential',
    fields: [
      { key: 'material', label: 'Material', type: 'text' },
      { key: 'dimensions', label: 'Dimensions', type: 'text', hint: 'e.g. 30 × 20 × 10 cm.' },
      { key: 'capacity', label: 'Capacity', type: 'text', hint: 'e.g. 1 L, 500 g, 60 washes.' },
      { key: 'usageInstructions', label: 'How to use', type: 'longText' },
      { key: 'warrantyMonths', label: 'Warranty (months)', type: 'wholeNumber' },
      lineList('safetyWarnings', 'Safety warnings'),
    ],
  },
  {
    field: 'clothingDetails',
    label: 'Clothing',
    fields: [
      { key: 'fabric', label: 'Fabric', type: 'text', required: true, hint: 'e.g. 100% cotton.' },
      { key: 'fit', label: 'Fit', type: 'choice', options: FIT_OPTIONS },
      lineList('care', 'Care instructions'),
      { key: 'gender', label: 'For', type: 'choice', options: GENDERS_FOR_CLOTHING },
      commaList('sizes', 'Garment sizes', 'S, M, L, 38, Free size'),
      { key: 'colour', label: 'Colour', type: 'text' },
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

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
export const choiceLabel = (spec: KindFieldSpec, option: string) =>
  ('labels' in spec ? spec.labels?.[option] : undefined) ?? capital(option);
