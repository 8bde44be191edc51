import type { ProductDetail } from '../api/types';

type KindField = (typeof KINDS)[number]['field'];
type Format = (value: unknown) => string;

const text: Format = (value) => String(value);
const list: Format = (value) => (value as unknown[]).map(String).join(', ');
const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const choice: Format = (value) =>
  Array.isArray(value) ? value.map((v) => capital(String(v))).join(', ') : capital(String(value));
const unit =
  (suffix: string): Format =>
  (value) =>
    `${String(value)} ${suffix}`;
const months: Format = (value) => (value === 1 ? '1 month' : `${String(value)} months`);

const KINDS = [
  {
    field: 'cosmeticProducts',
    rows: [
      ['skinTypes', 'Skin types', choice],
      ['volumeMl', 'Volume', unit('ml')],
      ['weightG', 'Weight', unit('g')],
      ['keyIngredients', 'Key ingredients', list],
      ['shelfLifeMonths', 'Shelf life', months],
      ['usage', 'How to use', text],
      ['isDermatologicallyTested', 'Dermatologically tested', text],
      ['isCrueltyFree', 'Cruelty free', text],
    ],
  },
  {
    field: 'medicalDetails',
    rows: [
      ['composition', 'Composition', text],
      ['dosage', 'Dosage', text],
      ['warnings', 'Warnings', list],
      ['sideEffects', 'Side effects', list],
      ['prescriptionRequired', 'Prescription required', text],
      ['ageGroup', 'Age group', choice],
      ['regulatoryCategory', 'Regulatory category', text],
      ['licenceNumber', 'Licence number', text],
      ['storage', 'Storage', text],
    ],
  },
  {
    field: 'medicalEquipment',
    rows: [
      ['modelNumber', 'Model number', text],
      ['warrantyMonths', 'Warranty', months],
      ['powerSource', 'Power source', choice],
      ['certifications', 'Certifications', list],
      ['usageInstructions', 'How to use', text],
      ['inTheBox', 'In the box', list],
    ],
  },
  {
    field: 'homeEssentialProducts',
    rows: [
      ['material', 'Material', text],
      ['dimensions', 'Dimensions', text],
      ['capacity', 'Capacity', text],
      ['usageInstructions', 'How to use', text],
      ['warrantyMonths', 'Warranty', months],
      ['safetyWarnings', 'Safety warnings', list],
    ],
  },
  {
    field: 'clothingDetails',
    rows: [
      ['fabric', 'Fabric', text],
      ['fit', 'Fit', choice],
      ['care', 'Care', list],
      ['gender', 'For', choice],
      ['colour', 'Colour', text],
    ],
  },
] as const satisfies readonly {
  field: string;
  rows: readonly (readonly [string, string, Format])[];
}[];

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** The kind-specific details as [label, value] rows: only filled fields, booleans as Yes/No. */
export function kindDetailRows(product: Partial<Pick<ProductDetail, KindField>>) {
  const rows: { label: string; value: string }[] = [];
  for (const kind of KINDS) {
    const details = product[kind.field] as Record<string, unknown> | null | undefined;
    if (!details) continue;
    for (const [key, label, format] of kind.rows) {
      const value = details[key];
      if (isEmpty(value)) continue;
      rows.push({
        label,
        value: typeof value === 'boolean' ? (value ? 'Yes' : 'No') : (format as Format)(value),
      });
    }
  }
  return rows;
}

export function KindDetails({ product }: { product: ProductDetail }) {
  const rows = kindDetailRows(product);
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="product-specifications" className="mt-8">
      <h2 id="product-specifications" className="text-xl font-semibold">
        Product details
      </h2>
      <dl className="mt-3 divide-y divide-neutral-200 rounded-xl border border-neutral-200">
        {rows.map((row, index) => (
          <div key={`${row.label}-${index}`} className="grid gap-1 px-4 py-3 sm:grid-cols-3">
            <dt className="font-semibold text-neutral-800">{row.label}</dt>
            <dd className="text-neutral-700 sm:col-span-2">{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
