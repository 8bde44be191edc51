import { get, type Path, type UseFormReturn } from 'react-hook-form';
import type { EarningsPlanDefinition } from '@saathi/shared';
import { TextField } from '../../../../components/ui/text-field';
import { useConsoleFieldMessage } from '../../../../components/admin/field-messages';
import type { PlanFormValues } from './plan-form-values';

type PlanForm = UseFormReturn<PlanFormValues, unknown, EarningsPlanDefinition>;

/** One of the plan editor's number fields: registered as a number, its error at its path. */
export function PlanNumberField({
  form,
  name,
  label,
  hint,
  step,
  className,
}: {
  form: PlanForm;
  name: Path<PlanFormValues>;
  label: string;
  hint?: string;
  step?: string;
  className?: string;
}) {
  const error = get(form.formState.errors, name) as { message?: string } | undefined;
  const fieldMessage = useConsoleFieldMessage();
  return (
    <TextField
      label={label}
      type="number"
      hint={hint}
      step={step}
      className={className}
      {...form.register(name, { valueAsNumber: true })}
      error={fieldMessage(error?.message)}
    />
  );
}
