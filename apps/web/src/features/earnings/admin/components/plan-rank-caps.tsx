import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import type { EarningsPlanDefinition } from '@saathi/shared';
import { Button } from '../../../../components/ui/button';
import { FormMessage } from '../../../../components/ui/form-message';
import { useConsoleFieldMessage } from '../../../../components/admin/field-messages';
import { SelectField } from '../../../../components/ui/select-field';
import { useConsoleEarningsT } from '../messages';
import type { PlanFormValues } from './plan-form-values';
import { PlanNumberField } from './plan-number-field';
import { PlanRemoveButton } from './plan-remove-button';

/**
 * A binary plan's monthly pair-income caps per rank (`rankCaps`, decision 0135): a ranked
 * associate's cap replaces the monthly cap. The rank is one of the plan's own ranks.
 */
export function PlanRankCaps({
  form,
}: {
  form: UseFormReturn<PlanFormValues, unknown, EarningsPlanDefinition>;
}) {
  const { control, register, formState } = form;
  const caps = useFieldArray({ control, name: 'rankCaps' });
  const ranks = useWatch({ control, name: 'ranks' });
  const codes = ranks.map((rank) => rank.code).filter(Boolean);
  const t = useConsoleEarningsT();
  const fieldMessage = useConsoleFieldMessage();
  return (
    <fieldset className="space-y-2 sm:col-span-2 lg:col-span-3">
      <legend className="font-semibold">{t('consoleEarnings.rankCapsLegend')}</legend>
      {caps.fields.map((field, index) => (
        <div key={field.id} className="flex flex-wrap items-start gap-2">
          <SelectField
            label={t('consoleEarnings.rank')}
            className="w-40"
            {...register(`rankCaps.${index}.rankCode`)}
            error={fieldMessage(formState.errors.rankCaps?.[index]?.rankCode?.message)}
          >
            {[...new Set([...codes, field.rankCode])].filter(Boolean).map((code) => (
              <option key={code}>{code}</option>
            ))}
          </SelectField>
          <PlanNumberField
            form={form}
            name={`rankCaps.${index}.capPaise`}
            label={t('consoleEarnings.rankCap')}
            className="w-40"
          />
          <PlanRemoveButton
            label={t('consoleEarnings.removeRankCap', { number: index + 1 })}
            className="mt-6"
            onClick={() => caps.remove(index)}
          />
        </div>
      ))}
      <FormMessage message={fieldMessage(formState.errors.rankCaps?.message)} />
      <Button
        variant="secondary"
        disabled={codes.length === 0}
        onClick={() => caps.append({ rankCode: codes[0] ?? '', capPaise: 0 })}
      >
        {t('consoleEarnings.addRankCap')}
      </Button>
    </fieldset>
  );
}
