import { useWatch, type UseFormReturn } from 'react-hook-form';
import { BINARY_PLACEMENTS, BINARY_RATIOS, type EarningsPlanDefinition } from '@saathi/shared';
import { SelectField } from '../../../../components/ui/select-field';
import { TextField } from '../../../../components/ui/text-field';
import type { PlanFormValues } from './plan-form-values';

const number = { valueAsNumber: true } as const;
const PLACEMENT_NAMES = {
  WEAKER_LEG: 'The weaker leg (spillover)',
  OUTER_LEFT: 'The outer left leg',
  OUTER_RIGHT: 'The outer right leg',
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
      <TextField
        label="Matrix width"
        type="number"
        hint="Each position has this many places below it; the levels below set its depth."
        {...register('width', number)}
        error={errors.width?.message}
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
      <TextField
        label="BV per pair"
        type="number"
        {...register('pairBv', number)}
        error={errors.pairBv?.message}
      />
      <TextField
        label="Pay per pair (paise)"
        type="number"
        {...register('pairPaise', number)}
        error={errors.pairPaise?.message}
      />
      <TextField
        label="Monthly cap (paise, 0 = none)"
        type="number"
        {...register('capPaise', number)}
        error={errors.capPaise?.message}
      />
      <TextField
        label="Carry cap per leg (BV, 0 = none)"
        type="number"
        {...register('carryCapBv', number)}
        error={errors.carryCapBv?.message}
      />
      <TextField
        label="Flush carry after months without a pair (0 = never)"
        type="number"
        {...register('flushAfterMonths', number)}
        error={errors.flushAfterMonths?.message}
      />
      <TextField
        label="Matching bonus per generation (%, e.g. 10, 5)"
        {...register('matchingPercents')}
        error={errors.matchingPercents?.message}
      />
    </fieldset>
  );
}
