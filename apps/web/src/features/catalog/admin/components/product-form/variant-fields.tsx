import { useFieldArray } from 'react-hook-form';
import { Button } from '../../../../../components/ui/button';
import { TextField } from '../../../../../components/ui/text-field';
import { fieldError } from '../../../../../lib/forms';
import {
  useConsoleCatalogT,
  useCatalogFieldMessage,
  type CatalogKey,
} from '../../catalog-messages';
import type { KindForm } from './kind-fields';
import { emptyVariantRow, type VariantRowValues } from './product-form-values';

const COLUMNS: readonly [keyof VariantRowValues & string, CatalogKey, CatalogKey?][] = [
  ['label', 'consoleCatalog.variantLabel', 'consoleCatalog.variantLabelHint'],
  ['sku', 'consoleCatalog.sku'],
  ['price', 'consoleCatalog.priceRupees'],
  ['mrp', 'consoleCatalog.mrp', 'consoleCatalog.mrpHint'],
  ['points', 'consoleCatalog.bv'],
  ['netQuantity', 'consoleCatalog.netQuantity', 'consoleCatalog.netQuantityHint'],
  ['quantity', 'consoleCatalog.stock'],
  ['alertQuantity', 'consoleCatalog.alertAt'],
];

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
  const t = useConsoleCatalogT();
  const fieldMessage = useCatalogFieldMessage();
  const error = (key: string) => fieldMessage(fieldError(form.errors, key));
  const add = () => {
    if (rows.fields.length === 0) rows.append([single(), emptyVariantRow()]);
    else rows.append(emptyVariantRow());
  };
  return (
    <fieldset className="space-y-4 rounded-xl border border-neutral-200 bg-white p-4">
      <legend className="px-1 text-lg font-semibold">{t('consoleCatalog.sizesAndPacks')}</legend>
      <p className="text-sm text-neutral-700">
        {rows.fields.length === 0
          ? t('consoleCatalog.variantsNone')
          : t('consoleCatalog.variantsSome')}
      </p>
      {rows.fields.map((row, index) => (
        <div
          key={row.id}
          role="group"
          aria-label={t('consoleCatalog.variantNumber', { number: index + 1 })}
          data-testid="variant-row"
          className="grid gap-3 border-t border-neutral-100 pt-3 sm:grid-cols-4"
        >
          {COLUMNS.map(([key, label, hint]) => (
            <TextField
              key={key}
              label={t(label)}
              hint={hint ? t(hint) : undefined}
              {...form.register(`variants.${index}.${key}`)}
              error={error(`variants.${index}.${key}`)}
            />
          ))}
          <Button
            type="button"
            variant="secondary"
            className="self-end"
            onClick={() => rows.remove(index)}
            aria-label={t('consoleCatalog.removeVariant', { number: index + 1 })}
          >
            {t('consoleCatalog.remove')}
          </Button>
        </div>
      ))}
      <Button type="button" variant="secondary" onClick={add}>
        {t('consoleCatalog.addVariant')}
      </Button>
      {error('variants') ? (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {error('variants')}
        </p>
      ) : null}
    </fieldset>
  );
}
