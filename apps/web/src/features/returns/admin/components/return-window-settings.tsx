import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { businessValueSettingsSchema, type BusinessValueSettings } from '@saathi/shared';
import { Button } from '../../../../components/ui/button';
import { ErrorPanel } from '../../../../components/ui/error-panel';
import { FormMessage } from '../../../../components/ui/form-message';
import { Skeleton } from '../../../../components/ui/skeleton';
import { TextField } from '../../../../components/ui/text-field';
import { toast } from '../../../../components/ui/toast';
import { applyServerErrors, digitsField, fieldError, payloadResolver } from '../../../../lib/forms';
import { saveReturnWindowSettings, useReturnWindowSettings } from '../../api/return-window-api';
import { returnKeys } from '../../query-keys';
import { useReturnWindowT } from '../messages';

type Values = { returnWindowDays: string; bvValidityDays: string };

function ReturnWindowForm({ settings }: { settings: BusinessValueSettings }) {
  const t = useReturnWindowT();
  const queryClient = useQueryClient();
  const form = useForm<Values, unknown, BusinessValueSettings>({
    defaultValues: {
      returnWindowDays: String(settings.returnWindowDays),
      bvValidityDays: String(settings.bvValidityDays),
    },
    resolver: payloadResolver(businessValueSettingsSchema),
  });
  const { register, formState } = form;
  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await saveReturnWindowSettings(values);
      queryClient.setQueryData(returnKeys.settings(), saved);
      form.reset({
        returnWindowDays: String(saved.returnWindowDays),
        bvValidityDays: String(saved.bvValidityDays),
      });
      toast.success(t('consoleSettings.returnWindowSaved'));
    } catch (caught) {
      toast.error(applyServerErrors(form, caught));
    }
  });
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="grid gap-4 sm:grid-cols-2"
      aria-label={t('consoleSettings.returnsTitle')}
    >
      <TextField
        label={t('consoleSettings.returnWindow')}
        inputMode="numeric"
        hint={t('consoleSettings.returnWindowHint')}
        {...digitsField(register('returnWindowDays'), 3)}
        error={fieldError(formState.errors, 'returnWindowDays')}
      />
      <TextField
        label={t('consoleSettings.bvValidity')}
        inputMode="numeric"
        {...digitsField(register('bvValidityDays'), 4)}
        error={fieldError(formState.errors, 'bvValidityDays')}
      />
      <div className="space-y-3 sm:col-span-2">
        <FormMessage message={formState.errors.root?.server?.message} />
        <Button type="submit" busy={formState.isSubmitting} busyText={t('consoleSettings.saving')}>
          {t('consoleSettings.saveReturnWindow')}
        </Button>
      </div>
    </form>
  );
}

/**
 * The console settings' returns card: the return window (the Direct Selling Guidelines'
 * cooling-off period, default 30 days), which is also when pending BV is confirmed.
 */
export function ReturnWindowSettings() {
  const t = useReturnWindowT();
  const query = useReturnWindowSettings();
  return (
    <section className="mt-6 max-w-4xl rounded-2xl border border-neutral-200 bg-white p-5">
      <h2 className="mb-3 text-lg font-semibold">{t('consoleSettings.returnsTitle')}</h2>
      {query.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : query.isError ? (
        <ErrorPanel message={query.error.message} onRetry={() => void query.refetch()} />
      ) : (
        <ReturnWindowForm settings={query.data} />
      )}
    </section>
  );
}
