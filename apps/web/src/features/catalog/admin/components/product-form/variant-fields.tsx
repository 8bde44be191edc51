import { useFieldArray } from 'react-hook-form';
import { Button } from '../../../../../components/ui/button';
import { TextField } from '../../../../../components/ui/text-field';
import { fieldError } from '../../../../../lib/forms';
import type { KindForm } from './kind-fields';
import { emptyVariantRow, type VariantRowValues } from './product-form-values';

const COLUMNS = [
  ['label', 'Label', 'e.g. M or 1 kg'],
  ['sku', 'SKU', undefined],
  ['price', 'Price (₹)', undefined],
  ['mrp', 'MRP (₹)', 'Empty: the price'],
  ['points', 'BV', undefined],
  ['netQuantity', 'Net quantity', 'e.g. 500 g'],
  ['quantity', 'Stock', undefined],
  ['alertQuantity', 'Alert at', undefined],
] as const;

/**
 * The sizes or packs of a product (decision 0107): one row each, with its own SKU, price, MRP,
 * BV, net quantity and stock. No rows: the product's single variant follows its price and
 * points. Adding the first variant starts from the single one (`single`), so its SKU, stock and
 * sales stay with it.
 */
export function VariantFields({
  form,
  single,
}: {
  form: KindForm;
  single: () => VariantRowValues;
}) {
  const rows = useFieldArray({ control: form.control, name: 'variants' });
  const error = (key: string) => fieldError(form.errors, key);
  const add = () => {
    if (rows.fields.length === 0) rows.append([single(), emptyVariantRow()]);
    else rows.append(emptyVariantRow());
  };
  return (
    <fieldset className="space-y-4 rounded-xl border border-neutral-200 bg-white p-4">
      <legend className="px-1 text-lg font-semibold">Sizes and packs</legend>
      <p className="text-sm text-neutral-700">
        {rows.fields.length === 0
          ? 'Sold as one item at the price above. Add variants to sell sizes or packs, each with its own price and stock.'
          : 'Shoppers choose one of these. The price shown in lists is the lowest.'}
      </p>
      {rows.fields.map((row, index) => (
        <div
          key={row.id}
          role="group"
          aria-label={`Variant ${index + 1}`}
          data-testid="variant-row"
          className="grid gap-3 border-t border-neutral-100 pt-3 sm:grid-cols-4"
        >
          {COLUMNS.map(([key, label, hint]) => (
            <TextField
              key={key}
              label={label}
              hint={hint}
              {...form.register(`variants.${index}.${key}`)}
              error={error(`variants.${index}.${key}`)}
            />
          ))}
          <Button
            type="button"
            variant="secondary"
            className="self-end"
            onClick={() => rows.remove(index)}
            aria-label={`Remove variant ${index + 1}`}
          >
            Remove
          </Button>
        </div>
      ))}
      <Button type="button" variant="secondary" onClick={add}>
        Add a variant
      </Button>
      {error('variants') ? (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {error('variants')}
        </p>
      ) : null}
    </fieldset>
  );
}
