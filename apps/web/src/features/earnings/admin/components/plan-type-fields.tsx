import { useWatch, type UseFormReturn } from 'react-hook-form';
import { BINARY_PLACEMENTS, BINARY_RATIOS, type EarningsPlanDefinition } from '@saathi/shared';
import { SelectField } from '../../../../components/ui/select-field';
import { TextField } from '../../../../components/ui/text-field';
import { useConsoleFieldMessage } from '../../../../components/admin/field-messages';
import { fieldError } from '../../../../lib/forms';
import { useConsoleEarningsT } from '../messages';
import type { PlanFormValues } from './plan-form-values';
import { PlanNumberField } from './plan-number-field';
import { PlanRankCaps } from './plan-rank-caps';

/** The binary, matrix and breakaway parameters (unilevel's levels are the editor's own). */
export function PlanTypeFields({
  form,
}: {
  form: UseFormReturn<PlanFormValues, unknown, EarningsPlanDefinition>;
}) {
  const { register, formState, control } = form;
  const errors = formState.errors;
  const type = useWatch({ control, name: 'type' });
  const t = useConsoleEarningsT();
  const fieldMessage = useConsoleFieldMessage();
  if (type === 'matrix')
    return (
      <PlanNumberField
        form={form}
        name="width"
        label={t('consoleEarnings.matrixWidth')}
        hint={t('consoleEarnings.matrixWidthHint')}
      />
    );
  if (type === 'breakaway')
    return (
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="font-semibold">{t('consoleEarnings.breakawayLegend')}</legend>
        <TextField
          label={t('consoleEarnings.rankPercents')}
          {...register('rankPercents')}
          error={fieldMessage(fieldError(errors, 'rankPercents'))}
        />
        <TextField
          label={t('consoleEarnings.generationPercents')}
          {...register('generationPercents')}
          error={fieldMessage(fieldError(errors, 'generationPercents'))}
        />
      </fieldset>
    );
  if (type !== 'binary') return null;
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      <legend className="font-semibold">{t('consoleEarnings.binaryLegend')}</legend>
      <SelectField label={t('consoleEarnings.placement')} {...register('placement')}>
        {BINARY_PLACEMENTS.map((value) => (
          <option key={value} value={value}>
            {t('consoleEarnings.placementName', { placement: value })}
          </option>
        ))}
      </SelectField>
      <SelectField label={t('consoleEarnings.ratio')} {...register('ratio')}>
        {BINARY_RATIOS.map((value) => (
          <option key={value}>{value}</option>
        ))}
      </SelectField>
      <PlanNumberField form={form} name="pairBv" label={t('consoleEarnings.pairBv')} />
      <PlanNumberField form={form} name="pairPaise" label={t('consoleEarnings.pairPaise')} />
      <PlanNumberField form={form} name="capPaise" label={t('consoleEarnings.capPaise')} />
      <PlanNumberField form={form} name="carryCapBv" label={t('consoleEarnings.carryCap')} />
      <PlanNumberField
        form={form}
        name="flushAfterMonths"
        label={t('consoleEarnings.flushAfter')}
      />
      <TextField
        label={t('consoleEarnings.matchingPercents')}
        {...register('matchingPercents')}
        error={fieldMessage(fieldError(errors, 'matchingPercents'))}
      />
      <PlanRankCaps form={form} />
    </fieldset>
  );
}
