import {
  IMAGE_TEXTS,
  IMAGE_UPLOAD_LIMIT_BYTES,
  PRODUCT_IMAGES_MAX,
  PRODUCT_IMAGES_MIN,
  PRODUCT_KIND_FIELDS,
  productFieldsSchema,
  DEFAULT_GST_RATE,
  DEFAULT_HSN_CODE,
  type ProductFacts,
} from '@saathi/shared';
import { rupeesText } from '@saathi/shared/money';
import { ACCEPTED_IMAGE_TYPES } from '../../../../../hooks/use-image-preview';
import { payloadResolver } from '../../../../../lib/forms';
import type { ProductDetail } from '../../../api/types';
import { CHOICE_DEFAULTS, KIND_SPECS, type KindField, type KindFieldSpec } from './kind-specs';

/** A kind field as typed: text (lists and numbers too), a tick, or the ticked choices. */
export type KindValue = string | boolean | string[];
export type KindValues = Record<string, KindValue>;

/** A chosen file with its preview (an object URL, released when the image is removed). */
export interface NewImage {
  file: File;
  previewUrl: string | null;
}

/** The images: the saved ones kept (card URLs, in order; edit only), then the new files. */
export interface ProductImages {
  existing: string[];
  added: NewImage[];
}

/** A row of the variants table, as typed (decision 0107); `id` marks a saved variant. */
export interface VariantRowValues {
  id?: number;
  label: string;
  sku: string;
  price: string;
  mrp: string;
  points: string;
  netQuantity: string;
  quantity: string;
  alertQuantity: string;
}

/**
 * The form's values, named as the API's fields are so the schema's messages land on them: each
 * kind's details under the kind's own field name.
 */
export interface ProductFormValues extends Record<KindField, KindValues> {
  name: string;
  description: string;
  categoryId: string;
  brandId: string;
  price: string;
  points: string;
  pointDescription: string;
  /** For tax invoices: 4, 6 or 8 digits, and one of GST_RATES as text. */
  hsnCode: string;
  gstRate: string;
  isVisible: boolean;
  /** Comma-separated. */
  sizes: string;
  /** The kinds this product carries, in KIND_SPECS order. */
  kinds: KindField[];
  /** Empty: the product's single variant follows its price and points. */
  variants: VariantRowValues[];
  images: ProductImages;
  /** Maker and origin, as typed (decision 0110). */
  facts: Record<keyof ProductFacts, string>;
}

const emptyKind = (spec: (typeof KIND_SPECS)[number]): KindValues =>
  Object.fromEntries(
    spec.fields.map((field) => [
      field.key,
      field.type === 'boolean'
        ? false
        : field.type === 'choices'
          ? []
          : (CHOICE_DEFAULTS[spec.field]?.[field.key] ?? ''),
    ]),
  );

const emptyDetails = () =>
  Object.fromEntries(KIND_SPECS.map((spec) => [spec.field, emptyKind(spec)])) as Record<
    KindField,
    KindValues
  >;

const EMPTY_FACTS: ProductFacts = {
  makerRole: 'MANUFACTURER',
  makerName: '',
  makerAddress: '',
  countryOfOrigin: 'India',
  bestBefore: '',
};

/** A new product's values; `facts` are the company's defaults (defaultProductFacts). */
export const emptyProductValues = (facts: ProductFacts = EMPTY_FACTS): ProductFormValues => ({
  name: '',
  description: '',
  categoryId: '',
  brandId: '',
  price: '',
  points: '0',
  pointDescription: '',
  hsnCode: DEFAULT_HSN_CODE,
  gstRate: String(DEFAULT_GST_RATE),
  isVisible: true,
  sizes: '',
  kinds: [],
  variants: [],
  ...emptyDetails(),
  images: { existing: [], added: [] },
  facts: { ...facts },
});

/** The price box's text: "1299.50"; whole rupees stay whole ("499"). */
const priceBoxText = (price: number) =>
  Number.isInteger(price) ? String(price) : rupeesText(price);

function kindValueFromSaved(spec: KindFieldSpec, saved: unknown, fallback: KindValue): KindValue {
  if (saved === undefined || saved === null) return fallback;
  switch (spec.type) {
    case 'list':
      return (saved as string[]).join(spec.separator === 'comma' ? ', ' : '\n');
    case 'choices':
      return [...(saved as string[])];
    case 'boolean':
      return Boolean(saved);
    default:
      return String(saved);
  }
}

/** A saved variant as a row of the table. */
export const variantToRow = (variant: ProductDetail['variants'][number]): VariantRowValues => ({
  id: variant.id,
  label: variant.label,
  sku: variant.sku,
  price: priceBoxText(variant.price),
  mrp: priceBoxText(variant.mrp),
  points: String(variant.points),
  netQuantity: variant.netQuantity ?? '',
  quantity: String(variant.quantity ?? 0),
  alertQuantity: String(variant.alertQuantity ?? 0),
});

/** A new, empty row of the variants table. */
export const emptyVariantRow = (): VariantRowValues => ({
  label: '',
  sku: '',
  price: '',
  mrp: '',
  points: '0',
  netQuantity: '',
  quantity: '0',
  alertQuantity: '0',
});

/** The form's values for a saved product. */
export function productToValues(product: ProductDetail): ProductFormValues {
  const details = emptyDetails();
  const kinds: KindField[] = [];
  for (const spec of KIND_SPECS) {
    const saved = product[spec.field] as Record<string, unknown> | null;
    if (!saved) continue;
    kinds.push(spec.field);
    for (const field of spec.fields) {
      details[spec.field][field.key] = kindValueFromSaved(
        field,
        saved[field.key],
        details[spec.field][field.key]!,
      );
    }
  }
  return {
    name: product.name,
    description: product.description,
    categoryId: product.categoryId === null ? '' : String(product.categoryId),
    brandId: product.brandId === null ? '' : String(product.brandId),
    price: priceBoxText(product.price),
    points: String(product.points),
    pointDescription: product.pointDescription,
    hsnCode: product.hsnCode,
    gstRate: String(product.gstRate),
    isVisible: product.isVisible,
    sizes: product.sizes.join(', '),
    kinds,
    // One variant follows the product's price; the table shows only real variants.
    variants: product.variants.length > 1 ? product.variants.map(variantToRow) : [],
    ...details,
    images: { existing: product.images.map((image) => image.card), added: [] },
    facts: { ...(product.facts ?? EMPTY_FACTS) },
  };
}

const splitList = (text: string, separator: 'comma' | 'line') =>
  text
    .split(separator === 'comma' ? ',' : '\n')
    .map((item) => item.trim())
    .filter(Boolean);

const NUMBER_TEXT = /^\d+(\.\d+)?$/;

/**
 * A kind's object as the API reads it. Empty optional fields are left out (the schema's default
 * applies); a number that is not one stays text, so the schema reports it.
 */
function kindToJson(kind: KindField, values: KindValues): Record<string, unknown> {
  const spec = KIND_SPECS.find((item) => item.field === kind)!;
  const json: Record<string, unknown> = {};
  for (const field of spec.fields) {
    const value = values[field.key];
    if (field.type === 'boolean' || field.type === 'choices') {
      json[field.key] = value;
      continue;
    }
    const text = String(value).trim();
    if (field.type === 'list') {
      json[field.key] = splitList(String(value), field.separator);
    } else if (text === '') {
      // A required text is sent empty, so the schema names it.
      if ((field.type === 'text' || field.type === 'longText') && field.required) {
        json[field.key] = '';
      }
    } else if (field.type === 'number' || field.type === 'wholeNumber') {
      json[field.key] = NUMBER_TEXT.test(text) ? Number(text) : text;
    } else if (field.type === 'optionalBoolean') {
      json[field.key] = text === 'true';
    } else {
      json[field.key] = text;
    }
  }
  return json;
}

const wholeOrText = (text: string) => (/^\d{1,9}$/.test(text.trim()) ? Number(text) : text);

/** The variants table as the API's `variants` JSON: empty optional boxes are left out. */
const variantsToJson = (rows: VariantRowValues[]) =>
  JSON.stringify(
    rows.map((row) => ({
      ...(row.id === undefined ? {} : { id: row.id }),
      label: row.label,
      sku: row.sku,
      price: row.price,
      ...(row.mrp.trim() ? { mrp: row.mrp } : {}),
      points: wholeOrText(row.points),
      ...(row.netQuantity.trim() ? { netQuantity: row.netQuantity } : {}),
      ...(row.quantity.trim() ? { quantity: wholeOrText(row.quantity) } : {}),
      ...(row.alertQuantity.trim() ? { alertQuantity: wholeOrText(row.alertQuantity) } : {}),
    })),
  );

/**
 * The multipart text fields for the API. Kinds not chosen are sent empty on an update, which
 * clears them; sizes always go as a JSON list.
 */
export function valuesToFields(values: ProductFormValues, isUpdate: boolean) {
  const fields: Record<string, string> = {
    name: values.name,
    description: values.description,
    categoryId: values.categoryId,
    brandId: values.brandId,
    points: values.points,
    pointDescription: values.pointDescription,
    hsnCode: values.hsnCode,
    gstRate: values.gstRate,
    isVisible: String(values.isVisible),
    sizes: JSON.stringify(splitList(values.sizes, 'comma')),
  };
  // An empty price is left out, so the schema says it is required.
  if (values.price.trim() !== '') fields.price = values.price;
  for (const kind of PRODUCT_KIND_FIELDS) {
    if (values.kinds.includes(kind)) {
      fields[kind] = JSON.stringify(kindToJson(kind, values[kind]));
    } else if (isUpdate) {
      fields[kind] = '';
    }
  }
  if (isUpdate) fields.existingImages = JSON.stringify(values.images.existing);
  fields.facts = JSON.stringify(values.facts);
  if (values.variants.length > 0) fields.variants = variantsToJson(values.variants);
  return fields;
}

const isKindField = (key: string): key is KindField =>
  (PRODUCT_KIND_FIELDS as readonly string[]).includes(key);

/**
 * The form's field for a server's error path: a kind's or fact's field ("facts.makerName"),
 * otherwise the top-level field; a list item's error belongs to its list, the kept images'
 * to the images.
 */
export function errorField(path: string): string {
  const [first, second] = path.split('.');
  if (first === 'existingImages') return 'images';
  if (first === 'variants' && second !== undefined) return path;
  if (first && (isKindField(first) || first === 'facts') && second !== undefined) {
    return `${first}.${second}`;
  }
  return first ?? '';
}

export function imageCountError({ images }: ProductFormValues): string | undefined {
  const total = images.existing.length + images.added.length;
  if (total < PRODUCT_IMAGES_MIN) return IMAGE_TEXTS.addOne;
  if (total > PRODUCT_IMAGES_MAX) return IMAGE_TEXTS.atMost;
  return undefined;
}

/** Why a chosen file cannot be sent, if it cannot: not an image we take, or too large. */
export function imageFileProblem(file: File): 'type' | 'size' | undefined {
  if (!ACCEPTED_IMAGE_TYPES.includes(file.type)) return 'type';
  if (file.size > IMAGE_UPLOAD_LIMIT_BYTES) return 'size';
  return undefined;
}

/**
 * Checks what would be sent with the API's own schema (productFieldsSchema), plus the image
 * count (the zod resolver of the product form).
 */
export const productResolver = (isUpdate: boolean) =>
  payloadResolver(
    productFieldsSchema,
    (values: ProductFormValues) => valuesToFields(values, isUpdate),
    (values) => ({ images: imageCountError(values) }),
  );
