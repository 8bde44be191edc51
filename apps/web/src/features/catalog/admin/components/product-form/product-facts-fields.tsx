import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { PRODUCT_MAKER_ROLES, type ProductMakerRole } from '@saathi/shared/constants';
import { FieldGroup } from '../../../../../components/ui/field-group';
import { SelectField } from '../../../../../components/ui/select-field';
import { TextAreaField } from '../../../../../components/ui/text-area-field';
import { TextField } from '../../../../../components/ui/text-field';
import { fieldError } from '../../../../../lib/forms';
import { useConsoleCatalogT, useCatalogFieldMessage } from '../../catalog-messages';
import type { ProductFormValues } from './product-form-values';

const ROLE_KEYS = {
  MANUFACTURER: 'consoleCatalog.manufacturer',
  PACKER: 'consoleCatalog.packer',
  IMPORTER: 'consoleCatalog.importer',
} as const satisfies Record<ProductMakerRole, string>;

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
  const t = useConsoleCatalogT();
  const fieldMessage = useCatalogFieldMessage();
  const field = (name: keyof ProductFormValues['facts'], label: string) => ({
    label,
    ...register(`facts.${name}`),
    error: fieldMessage(fieldError(errors, `facts.${name}`)),
  });
  return (
    <FieldGroup title={t('consoleCatalog.makerAndOrigin')}>
      <SelectField {...field('makerRole', t('consoleCatalog.makerRole'))}>
        {PRODUCT_MAKER_ROLES.map((role) => (
          <option key={role} value={role}>
            {t(ROLE_KEYS[role])}
          </option>
        ))}
      </SelectField>
      <TextField {...field('makerName', t('consoleCatalog.makerName'))} />
      <TextAreaField
        {...field('makerAddress', t('consoleCatalog.makerAddress'))}
        rows={2}
        className="sm:col-span-2"
        hint={t('consoleCatalog.makerAddressHint')}
      />
      <TextField
        {...field('countryOfOrigin', t('consoleCatalog.countryOfOrigin'))}
        autoComplete="off"
      />
      <TextField
        {...field('bestBefore', t('consoleCatalog.bestBefore'))}
        hint={t('consoleCatalog.bestBeforeHint')}
      />
    </FieldGroup>
  );
}
