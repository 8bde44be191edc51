import { useController, useForm, useWatch } from 'react-hook-form';
import { saveStockSchema, type StockEntry } from '@saathi/shared';
import { Button } from '../../../../../components/ui/button';
import { TextField } from '../../../../../components/ui/text-field';
import { toast } from '../../../../../components/ui/toast';
import { applyServerErrors, payloadResolver } from '../../../../../lib/forms';
import type { StockInput } from '../../../api/admin-stock';
import { ProductPicker } from './product-picker';
import { useConsoleStockT, useStockFieldMessage } from '../../stock-messages';

interface StockFormProps {
  /** The entry being edited (its product stays); null sets stock for a product to pick. */
  entry: StockEntry | null;
  saving: boolean;
  onSave: (input: StockInput, productName: string) => Promise<void>;
  onCancelEdit: () => void;
}

interface Values {
  /** 0 until a product is picked (the schema then asks for one). */
  productId: number;
  /** An entry being edited keeps its variant; a new one is for a product's only variant. */
  variantId?: number;
  productName: string;
  quantity: string;
  alertQuantity: string;
}

const resolver = payloadResolver(saveStockSchema, ({ productName: _, ...input }: Values) => input);

/**
 * Sets a product's quantity and alert level, checked with the shared schema the API uses (on
 * submit, then as they change): one entry per product, so saving again replaces it.
 */
export function StockForm({ entry, saving, onSave, onCancelEdit }: StockFormProps) {
  const form = useForm({
    defaultValues: {
      productId: entry?.productId ?? 0,
      variantId: entry?.variantId,
      productName: entry?.productName ?? '',
      quantity: entry ? String(entry.quantity) : '',
      alertQuantity: entry ? String(entry.alertQuantity) : '',
    },
    resolver,
  });
  const { register, formState, control } = form;
  const { errors } = formState;
  const t = useConsoleStockT();
  const fieldMessage = useStockFieldMessage();
  // Taken first, so a refused save focuses the product before the quantities, as they show.
  const {
    field: { ref: productRef, value: productId, onChange: setProductId },
  } = useController({ control, name: 'productId' });
  const productName = useWatch({ control, name: 'productName' });

  const submit = form.handleSubmit(async (input) => {
    try {
      await onSave(input, form.getValues('productName'));
    } catch (caught) {
      toast.error(applyServerErrors(form, caught));
    }
  });

  const title = !entry
    ? t('consoleStock.setStock')
    : entry.variantLabel
      ? t('consoleStock.editVariantTitle', { name: entry.productName, variant: entry.variantLabel })
      : t('consoleStock.editTitle', { name: entry.productName });
  return (
    <form
      noValidate
      aria-label={title}
      onSubmit={(event) => void submit(event)}
      className="mb-6 rounded-xl border border-neutral-200 bg-white p-4"
    >
      <h2 className="mb-3 text-lg font-semibold break-words">{title}</h2>
      <div className="grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
        <ProductPicker
          ref={productRef}
          value={productId ? { id: productId, name: productName } : null}
          onChange={(picked) => {
            form.setValue('productName', picked?.name ?? '');
            setProductId(picked?.id ?? 0);
          }}
          error={fieldMessage(errors.productId?.message)}
          disabled={entry !== null}
        />
        <TextField
          label={t('consoleStock.quantity')}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          {...register('quantity')}
          error={fieldMessage(errors.quantity?.message)}
          autoFocus={entry !== null}
        />
        <TextField
          label={t('consoleStock.alertQuantity')}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          {...register('alertQuantity')}
          error={fieldMessage(errors.alertQuantity?.message)}
          hint={t('consoleStock.alertHint')}
        />
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button type="submit" busy={saving} busyText={t('consoleStock.saving')}>
          {t('consoleStock.save')}
        </Button>
        {entry ? (
          <Button variant="secondary" onClick={onCancelEdit}>
            {t('consoleStock.cancelEdit')}
          </Button>
        ) : (
          <p className="text-sm text-neutral-600">{t('consoleStock.replaces')}</p>
        )}
      </div>
    </form>
  );
}
