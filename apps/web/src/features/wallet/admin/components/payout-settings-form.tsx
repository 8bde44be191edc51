import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { payoutSettingsSchema, type PayoutSettings } from '@saathi/shared';
import { Button } from '../../../../components/ui/button';
import { FormMessage } from '../../../../components/ui/form-message';
import { TextField } from '../../../../components/ui/text-field';
import { useConsoleFieldMessage } from '../../../../components/admin/field-messages';
import { toast } from '../../../../components/ui/toast';
import { applyServerErrors, payloadResolver } from '../../../../lib/forms';
import { savePayoutSettings } from '../../api/wallet-admin';
import { currentIndiaDate } from '../../components/money';
import { walletKeys } from '../../query-keys';
import { useConsoleFinanceT } from '../messages';

type Values = Record<keyof PayoutSettings, string>;
const NUMBERS = ['tdsRateWithPan', 'tdsRateWithoutPan', 'tdsThreshold', 'minimumPayout'] as const;
const resolver = payloadResolver(payoutSettingsSchema, (values: Values) => ({
  ...values,
  ...Object.fromEntries(
    NUMBERS.map((key) => [key, values[key].trim() === '' ? undefined : Number(values[key])]),
  ),
}));

/** A new version of the TDS and withdrawal settings, from a day on (today or later). */
export function PayoutSettingsForm({ current }: { current: PayoutSettings }) {
  const queryClient = useQueryClient();
  const form = useForm({
    defaultValues: {
      ...Object.fromEntries(NUMBERS.map((key) => [key, String(current[key])])),
      effectiveFrom: currentIndiaDate(),
      deductorTan: current.deductorTan,
    } as Values,
    resolver,
  });
  const { errors, isSubmitting } = form.formState;
  const t = useConsoleFinanceT();
  const fieldMessage = useConsoleFieldMessage();
  const submit = form.handleSubmit(async (settings) => {
    try {
      await savePayoutSettings(settings);
      toast.success(t('consoleFinance.settingsSaved'));
      await queryClient.invalidateQueries({ queryKey: walletKeys.settings() });
    } catch (caught) {
      toast.error(applyServerErrors(form, caught));
    }
  });
  const field = (key: keyof PayoutSettings, label: string, extra: object = {}) => (
    <TextField
      label={label}
      {...extra}
      {...form.register(key)}
      error={fieldMessage(errors[key]?.message)}
    />
  );
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4 md:grid-cols-3">
      {field('effectiveFrom', t('consoleFinance.appliesFrom'), { type: 'date' })}
      {field('tdsRateWithPan', t('consoleFinance.tdsWithPan'), { inputMode: 'decimal' })}
      {field('tdsRateWithoutPan', t('consoleFinance.tdsWithoutPan'), { inputMode: 'decimal' })}
      {field('tdsThreshold', t('consoleFinance.threshold'), { inputMode: 'decimal' })}
      {field('minimumPayout', t('consoleFinance.minimumPayout'), { inputMode: 'decimal' })}
      {field('deductorTan', t('consoleFinance.tan'))}
      <div className="md:col-span-3">
        <FormMessage message={errors.root?.server?.message} />
        <Button type="submit" busy={isSubmitting} busyText={t('consoleFinance.saving')}>
          {t('consoleFinance.saveSettings')}
        </Button>
      </div>
    </form>
  );
}
