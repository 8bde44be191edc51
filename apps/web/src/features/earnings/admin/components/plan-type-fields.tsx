import { useWatch, type UseFormReturn } from 'react-hook-form';
import { BINARY_PLACEMENTS, BINARY_RATIOS, type EarningsPlanDefinition } from '@saathi/shared';
import { SelectField } from '../../../../components/ui/select-field';
import { TextField } from '../../../../components/ui/text-field';
import type { PlanFormValues } from './plan-form-values';
import { PlanNumberField } from './plan-number-field';
import { PlanRankCaps } from './plan-rank-caps';

const PLACEMENT_NAMES = {
  WEAKER_LEG: 'The weaker leg (spillover)',
  OUTER_LEFT: 'The outer left leg',
  OUTER_RIGHT: 'The outer right leg',
  MANUAL: 'The leg the sponsor chooses (outermost free place in it)',
} as const;

/** The binary, matrix and breakaway parameters (unilevel's levels are the editor's own). */
export function PlanTypeFields({
  form,
}: {
  form: UseFormReturn<PlanFormValues, unknown, EarningsPlanDefinition>;
}) {
  const { register, formState, control } = form;
  const errors = formState.errors;
  const type = useWatch({ control, name: 'type' });
  if (type === 'matrix')
    return (
      <PlanNumberField
        form={form}
        name="width"
        label="Matrix width"
        hint="Each position has this many places below it; the levels below set its depth."
      />
    );
  if (type === 'breakaway')
    return (
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="font-semibold">Stair-step and breakaway</legend>
        <TextField
          label="Rank percentages (one per rank, e.g. 5, 10)"
          {...register('rankPercents')}
          error={errors.rankPercents?.message}
        />
        <TextField
          label="Breakaway generation overrides (%, e.g. 2, 1)"
          {...register('generationPercents')}
          error={errors.generationPercents?.message}
        />
      </fieldset>
    );
  if (type !== 'binary') return null;
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      <legend className="font-semibold">Binary</legend>
      <SelectField label="Place new associates in" {...register('placement')}>
        {BINARY_PLACEMENTS.map((value) => (
          <option key={value} value={value}>
            {PLACEMENT_NAMES[value]}
          </option>
        ))}
      </SelectField>
      <SelectField label="Pair ratio (left:right)" {...register('ratio')}>
        {BINARY_RATIOS.map((value) => (
          <option key={value}>{value}</option>
        ))}
      </SelectField>
      <PlanNumberField form={form} name="pairBv" label="BV per pair" />
      <PlanNumberField form={form} name="pairPaise" label="Pay per pair (paise)" />
      <PlanNumberField form={form} name="capPaise" label="Monthly cap (paise, 0 = none)" />
      <PlanNumberField form={form} name="carryCapBv" label="Carry cap per leg (BV, 0 = none)" />
      <PlanNumberField
        form={form}
        name="flushAfterMonths"
        label="Flush carry after months without a pair (0 = never)"
      />
      <TextField
        label="Matching bonus per generation (%, e.g. 10, 5)"
        {...register('matchingPercents')}
        error={errors.matchingPercents?.message}
      />
      <PlanRankCaps form={form} />
    </fieldset>
  );
}
