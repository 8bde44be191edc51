import { useRef, useState, type FormEvent } from 'react';
import { saveStockSchema, type StockEntry } from '@saathi/shared';
import { Button } from '../../../../../components/ui/button';
import { TextField } from '../../../../../components/ui/text-field';
import { validate } from '../../../../../lib/form-errors';
import type { StockInput } from '../../../api/admin-stock';
import { useCheckedForm } from '../use-checked-form';
import { ProductPicker, type PickedProduct } from './product-picker';

interface StockFormProps {
  /** The entry being edited (its product stays); null sets stock for a product to pick. */
  entry: StockEntry | null;
  saving: boolean;
  onSave: (input: StockInput, productName: string) => Promise<void>;
  onCancelEdit: () => void;
}

/**
 * Sets a product's quantity and alert level, checked with the shared schema the API uses: one
 * entry per product, so saving again replaces it.
 */
export function StockForm({ entry, saving, onSave, onCancelEdit }: StockFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [product, setProduct] = useState<PickedProduct | null>(
    entry ? { id: entry.productId, name: entry.productName } : null,
  );
  const [quantity, setQuantity] = useState(entry ? String(entry.quantity) : '');
  const [alertQuantity, setAlertQuantity] = useState(entry ? String(entry.alertQuantity) : '');
  const form = useCheckedForm(formRef);

  const checked = validate(saveStockSchema, {
    productId: product?.id ?? 0,
    quantity,
    alertQuantity,
  });
  const error = (field: keyof StockInput) =>
    form.serverErrors[field] ?? (form.submitted ? checked.errors?.[field] : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = checked.data;
    if (!input || !product) form.refuse();
    else await form.save(() => onSave(input, product.name));
  };

  const title = entry ? `Edit stock of ${entry.productName}` : 'Set stock';
  return (
    <form
      ref={formRef}
      noValidate
      aria-label={title}
      onSubmit={(event) => void submit(event)}
      className="mb-6 rounded-xl border border-neutral-200 bg-white p-4"
    >
      <h2 className="mb-3 text-lg font-semibold break-words">{title}</h2>
      <div className="grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
        <ProductPicker
          value={product}
          onChange={(picked) => {
            setProduct(picked);
            form.clearServerError('productId');
          }}
          error={error('productId')}
          disabled={entry !== null}
        />
        <TextField
          label="Quantity"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={quantity}
          onChange={(event) => {
            setQuantity(event.target.value);
            form.clearServerError('quantity');
          }}
          error={error('quantity')}
          autoFocus={entry !== null}
        />
        <TextField
          label="Alert quantity"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={alertQuantity}
          onChange={(event) => {
            setAlertQuantity(event.target.value);
            form.clearServerError('alertQuantity');
          }}
          error={error('alertQuantity')}
          hint="Low stock shows at or below this."
        />
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button type="submit" busy={saving} busyText="Saving...">
          Save stock
        </Button>
        {entry ? (
          <Button variant="secondary" onClick={onCancelEdit}>
            Cancel edit
          </Button>
        ) : (
          <p className="text-sm text-neutral-600">Saving replaces the product's current stock.</p>
        )}
      </div>
    </form>
  );
}
