import { useForm, useWatch } from 'react-hook-form';
import {
  COUPON_KINDS,
  couponInputSchema,
  type AdminCoupon,
  type CouponInput,
  type CouponKind,
} from '@saathi/shared';
import { Button } from '../../../../components/ui/button';
import { CheckboxField } from '../../../../components/ui/checkbox-field';
import { SelectField } from '../../../../components/ui/select-field';
import { TextField } from '../../../../components/ui/text-field';
import { toast } from '../../../../components/ui/toast';
import { applyServerErrors, payloadResolver } from '../../../../lib/forms';
import { useCategories } from '../../../catalog';
import { ProductPicker, type PickedProduct } from '../../../catalog/admin';
import { useConsoleRowsT } from '../../../../components/admin/row-messages';
import { COUPON_KIND_KEYS, useConsoleCouponsT, useCouponFieldMessage } from '../messages';

interface Values {
  code: string;
  description: string;
  kind: CouponKind;
  percentOff: string;
  amountOff: string;
  minOrder: string;
  maxDiscount: string;
  validFrom: string;
  validTo: string;
  totalUses: string;
  usesPerCustomer: string;
  categoryIds: string[];
  products: PickedProduct[];
  isFirstOrderOnly: boolean;
}

const text = (value: number | null) => (value === null ? '' : String(value));
const wholeOrNull = (value: string) => (value.trim() === '' ? null : Number(value));

/** The form's values for a coupon, or for a new one starting today. */
export function couponValues(coupon: AdminCoupon | null, today: string): Values {
  return {
    code: coupon?.code ?? '',
    description: coupon?.description ?? '',
    kind: coupon?.kind ?? 'PERCENT',
    percentOff: text(coupon?.percentOff ?? null),
    amountOff: text(coupon?.amountOff ?? null),
    minOrder: coupon ? String(coupon.minOrder) : '0',
    maxDiscount: text(coupon?.maxDiscount ?? null),
    validFrom: coupon?.validFrom ?? today,
    validTo: coupon?.validTo ?? '',
    totalUses: text(coupon?.totalUses ?? null),
    usesPerCustomer: String(coupon?.usesPerCustomer ?? 1),
    categoryIds: (coupon?.categoryIds ?? []).map(String),
    products: coupon?.products ?? [],
    isFirstOrderOnly: coupon?.isFirstOrderOnly ?? false,
  };
}

/** The body the API takes: only the kind's own amount, blanks as none, numbers parsed. */
const toPayload = (values: Values): CouponInput => {
  const isPercent = values.kind === 'PERCENT';
  return {
    code: values.code,
    description: values.description,
    kind: values.kind,
    percentOff: isPercent ? wholeOrNull(values.percentOff) : null,
    amountOff: isPercent ? null : values.amountOff,
    minOrder: values.minOrder.trim() || '0',
    maxDiscount: isPercent ? values.maxDiscount : null,
    validFrom: values.validFrom,
    validTo: values.validTo || null,
    totalUses: wholeOrNull(values.totalUses),
    usesPerCustomer: Number(values.usesPerCustomer),
    categoryIds: values.categoryIds.map(Number),
    productIds: values.products.map((product) => product.id),
    isFirstOrderOnly: values.isFirstOrderOnly,
  };
};

const resolver = payloadResolver(couponInputSchema, toPayload);

interface CouponFormProps {
  initialValues: Values;
  submitLabel: string;
  onSave: (input: CouponInput) => Promise<void>;
}

/**
 * A coupon's code, offer, conditions and limits, checked with the API's own schema; the server's
 * messages (a code already taken) land under their fields.
 */
export function CouponForm({ initialValues, submitLabel, onSave }: CouponFormProps) {
  const form = useForm<Values, unknown, CouponInput>({ defaultValues: initialValues, resolver });
  const { register, formState, control, setValue } = form;
  const t = useConsoleCouponsT();
  const rowsT = useConsoleRowsT();
  const fieldMessage = useCouponFieldMessage();
  const { errors } = formState;
  const kind = useWatch({ control, name: 'kind' });
  const products = useWatch({ control, name: 'products' });
  const categories = useCategories();

  const submit = form.handleSubmit(async (input) => {
    try {
      await onSave(input);
    } catch (caught) {
      toast.error(
        applyServerErrors(form, caught, {
          rename: (path) => (path === 'productIds' ? 'products' : path),
        }),
      );
    }
  });

  return (
    <form
      noValidate
      aria-label={t('consoleCoupons.coupon')}
      onSubmit={(event) => void submit(event)}
      className="space-y-6 rounded-xl border border-neutral-200 bg-white p-5"
    >
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          label={t('consoleCoupons.code')}
          {...register('code')}
          error={fieldMessage(errors.code?.message)}
          hint={t('consoleCoupons.codeHint')}
          autoCapitalize="characters"
        />
        <TextField
          label={t('consoleCoupons.descriptionOptional')}
          {...register('description')}
          error={fieldMessage(errors.description?.message)}
          hint={t('consoleCoupons.descriptionHint')}
        />
        <SelectField
          label={t('consoleCoupons.offer')}
          {...register('kind')}
          error={fieldMessage(errors.kind?.message)}
        >
          {COUPON_KINDS.map((value) => (
            <option key={value} value={value}>
              {t(COUPON_KIND_KEYS[value])}
            </option>
          ))}
        </SelectField>
        {kind === 'PERCENT' ? (
          <div className="grid grid-cols-2 gap-4">
            <TextField
              label={t('consoleCoupons.percentOff')}
              inputMode="numeric"
              {...register('percentOff')}
              error={fieldMessage(errors.percentOff?.message)}
            />
            <TextField
              label={t('consoleCoupons.maxDiscount')}
              inputMode="decimal"
              {...register('maxDiscount')}
              error={fieldMessage(errors.maxDiscount?.message)}
            />
          </div>
        ) : (
          <TextField
            label={t('consoleCoupons.amountOff')}
            inputMode="decimal"
            {...register('amountOff')}
            error={fieldMessage(errors.amountOff?.message)}
          />
        )}
        <TextField
          label={t('consoleCoupons.minOrder')}
          inputMode="decimal"
          {...register('minOrder')}
          error={fieldMessage(errors.minOrder?.message)}
          hint={t('consoleCoupons.minOrderHint')}
        />
        <div className="grid grid-cols-2 gap-4">
          <TextField
            label={t('consoleCoupons.firstDay')}
            type="date"
            {...register('validFrom')}
            error={fieldMessage(errors.validFrom?.message)}
          />
          <TextField
            label={t('consoleCoupons.lastDay')}
            type="date"
            {...register('validTo')}
            error={fieldMessage(errors.validTo?.message)}
          />
        </div>
        <TextField
          label={t('consoleCoupons.totalUses')}
          inputMode="numeric"
          {...register('totalUses')}
          error={fieldMessage(errors.totalUses?.message)}
          hint={t('consoleCoupons.totalUsesHint')}
        />
        <TextField
          label={t('consoleCoupons.usesPerCustomer')}
          inputMode="numeric"
          {...register('usesPerCustomer')}
          error={fieldMessage(errors.usesPerCustomer?.message)}
        />
      </div>
      <fieldset className="space-y-2">
        <legend className="font-semibold">{t('consoleCoupons.onlyFor')}</legend>
        <div className="flex flex-wrap gap-x-6">
          {(categories.data ?? []).map((category) => (
            <CheckboxField
              key={category.id}
              label={category.name}
              value={String(category.id)}
              {...register('categoryIds')}
            />
          ))}
        </div>
        {errors.categoryIds?.message ? (
          <p className="text-sm text-red-700">{fieldMessage(errors.categoryIds.message)}</p>
        ) : null}
        <ProductPicker
          key={products.length}
          value={null}
          onChange={(picked) => {
            if (picked && !products.some((product) => product.id === picked.id)) {
              setValue('products', [...products, picked]);
            }
          }}
          error={fieldMessage(errors.products?.message)}
        />
        <ul className="flex flex-wrap gap-2">
          {products.map((product) => (
            <li key={product.id}>
              <Button
                variant="secondary"
                aria-label={rowsT('consoleRows.removeName', { name: product.name })}
                onClick={() =>
                  setValue(
                    'products',
                    products.filter((other) => other.id !== product.id),
                  )
                }
              >
                {`${product.name} ×`}
              </Button>
            </li>
          ))}
        </ul>
      </fieldset>
      <CheckboxField label={t('consoleCoupons.firstOrderOnly')} {...register('isFirstOrderOnly')} />
      {errors.root?.server?.message ? (
        <p role="alert" className="text-sm text-red-700">
          {errors.root.server.message}
        </p>
      ) : null}
      <Button type="submit" busy={formState.isSubmitting} busyText={t('consoleCoupons.saving')}>
        {submitLabel}
      </Button>
    </form>
  );
}
