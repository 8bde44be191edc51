import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { PRODUCT_MAKER_ROLE_LABELS, PRODUCT_MAKER_ROLES } from '@saathi/shared/constants';
import { SelectField } from '../../../../../components/ui/select-field';
import { TextAreaField } from '../../../../../components/ui/text-area-field';
import { TextField } from '../../../../../components/ui/text-field';
import { fieldError } from '../../../../../lib/forms';
import type { ProductFormValues } from './product-form-values';

/**
 * The facts shoppers see on the product's page (decision 0110): who makes, packs or imports it,
 * its address, the country of origin and the best-before wording.
 */
export function ProductFactsFields({
  register,
  errors,
}: {
  register: UseFormRegister<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>;
}) {
  const field = (name: keyof ProductFormValues['facts'], label: string) => ({
    label,
    ...register(`facts.${name}`),
    error: fieldError(errors, `facts.${name}`),
  });
  return (
    <fieldset className="grid gap-4 rounded-xl border border-neutral-200 bg-white p-4 sm:grid-cols-2">
      <legend className="px-1 text-lg font-semibold">Maker and origin</legend>
      <SelectField {...field('makerRole', 'Named on the pack as')}>
        {PRODUCT_MAKER_ROLES.map((role) => (
          <option key={role} value={role}>
            {PRODUCT_MAKER_ROLE_LABELS[role]}
          </option>
        ))}
      </SelectField>
      <TextField {...field('makerName', 'Their name')} />
      <TextAreaField
        {...field('makerAddress', 'Their address')}
        rows={2}
        className="sm:col-span-2"
        hint="As printed on the pack, with the PIN code."
      />
      <TextField {...field('countryOfOrigin', 'Country of origin')} autoComplete="off" />
      <TextField
        {...field('bestBefore', 'Best before')}
        hint="E.g. Best before 24 months from packing. Leave empty when it does not apply."
      />
    </fieldset>
  );
}
