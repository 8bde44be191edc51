import type { ProductDetail } from '../api/types';
import { useShopT, type ShopKey } from '../messages';

type KindField = (typeof KINDS)[number]['field'];
type Translate = ReturnType<typeof useShopT>;
type Format = (value: unknown, t: Translate) => string;

const text: Format = (value) => String(value);
const list: Format = (value) => (value as unknown[]).map(String).join(', ');
const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const choice: Format = (value) =>
  Array.isArray(value) ? value.map((v) => capital(String(v))).join(', ') : capital(String(value));
const unit =
  (key: 'shop.millilitres' | 'shop.grams'): Format =>
  (value, t) =>
    t(key, { value: String(value) });
const months: Format = (value, t) => t('shop.months', { count: Number(value) });

const KINDS = [
  {
    field: 'cosmeticProducts',
    rows: [
      ['skinTypes', 'shop.skinTypes', choice],
      ['volumeMl', 'shop.volume', unit('shop.millilitres')],
      ['weightG', 'shop.weight', unit('shop.grams')],
      ['keyIngredients', 'shop.keyIngredients', list],
      ['shelfLifeMonths', 'shop.shelfLife', months],
      ['usage', 'shop.howToUse', text],
      ['isDermatologicallyTested', 'shop.dermatologicallyTested', text],
      ['isCrueltyFree', 'shop.crueltyFree', text],
    ],
  },
  {
    field: 'medicalDetails',
    rows: [
      ['composition', 'shop.composition', text],
      ['dosage', 'shop.dosage', text],
      ['warnings', 'shop.warnings', list],
      ['sideEffects', 'shop.sideEffects', list],
      ['prescriptionRequired', 'shop.prescriptionRequired', text],
      ['ageGroup', 'shop.ageGroup', choice],
      ['regulatoryCategory', 'shop.regulatoryCategory', text],
      ['licenceNumber', 'shop.licenceNumber', text],
      ['storage', 'shop.storage', text],
    ],
  },
  {
    field: 'medicalEquipment',
    rows: [
      ['modelNumber', 'shop.modelNumber', text],
      ['warrantyMonths', 'shop.warranty', months],
      ['powerSource', 'shop.powerSource', choice],
      ['certifications', 'shop.certifications', list],
      ['usageInstructions', 'shop.howToUse', text],
      ['inTheBox', 'shop.inTheBox', list],
    ],
  },
  {
    field: 'homeEssentialProducts',
    rows: [
      ['material', 'shop.material', text],
      ['dimensions', 'shop.dimensions', text],
      ['capacity', 'shop.capacity', text],
      ['usageInstructions', 'shop.howToUse', text],
      ['warrantyMonths', 'shop.warranty', months],
      ['safetyWarnings', 'shop.safetyWarnings', list],
    ],
  },
  {
    field: 'clothingDetails',
    rows: [
      ['fabric', 'shop.fabric', text],
      ['fit', 'shop.fit', choice],
      ['care', 'shop.care', list],
      ['gender', 'shop.for', choice],
      ['colour', 'shop.colour', text],
    ],
  },
] as const satisfies readonly {
  field: string;
  rows: readonly (readonly [string, ShopKey, Format])[];
}[];

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** The kind-specific details as [label, value] rows: only filled fields, booleans as Yes/No. */
export function kindDetailRows(product: Partial<Pick<ProductDetail, KindField>>, t: Translate) {
  const rows: { label: string; value: string }[] = [];
  for (const kind of KINDS) {
    const details = product[kind.field] as Record<string, unknown> | null | undefined;
    if (!details) continue;
    for (const [key, label, format] of kind.rows) {
      const value = details[key];
      if (isEmpty(value)) continue;
      rows.push({
        label: t(label),
        value:
          typeof value === 'boolean'
            ? t(value ? 'shop.yes' : 'shop.no')
            : (format as Format)(value, t),
      });
    }
  }
  return rows;
}

export function KindDetails({ product }: { product: ProductDetail }) {
  const t = useShopT();
  const rows = kindDetailRows(product, t);
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="product-specifications" className="mt-8">
      <h2 id="product-specifications" className="text-xl font-semibold">
        {t('shop.productDetails')}
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
