import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import {
  EARNINGS_MAX_LEVELS,
  EARNINGS_PLAN_TYPES,
  earningsPlanInputSchema,
  type EarningsPlan,
  type EarningsPlanDefinition,
} from '@saathi/shared';
import { Button } from '../../../../components/ui/button';
import { CheckboxField } from '../../../../components/ui/checkbox-field';
import { FormMessage } from '../../../../components/ui/form-message';
import { useConsoleFieldMessage } from '../../../../components/admin/field-messages';
import { SelectField } from '../../../../components/ui/select-field';
import { TextField } from '../../../../components/ui/text-field';
import { toast } from '../../../../components/ui/toast';
import { applyServerErrors, payloadResolver } from '../../../../lib/forms';
import { savePlan } from '../../api/earnings';
import { earningsKeys } from '../../query-keys';
import { useConsoleEarningsT } from '../messages';
import { NEW_PLAN, toFormValues, toPayload, type PlanFormValues } from './plan-form-values';
import { PlanNumberField } from './plan-number-field';
import { PlanRemoveButton } from './plan-remove-button';
import { PlanTypeFields } from './plan-type-fields';

const EMPTY_RANK = { code: '', name: '', minPersonalBv: 0, minGroupBv: 0, bonusPaise: 0 };

/**
 * A plan version's editor, checked with the API's own schema (levels over the cap, negative
 * values, ranks out of order are shown at their fields). A version a committed month used is
 * locked: saving it creates a new version instead.
 */
export function PlanEditor({ plan, onDone }: { plan?: EarningsPlan; onDone: () => void }) {
  const queryClient = useQueryClient();
  const form = useForm<PlanFormValues, unknown, EarningsPlanDefinition>({
    defaultValues: plan ? toFormValues(plan.definition) : NEW_PLAN,
    resolver: payloadResolver(earningsPlanInputSchema, toPayload),
  });
  const { register, formState, control } = form;
  const type = useWatch({ control, name: 'type' });
  const hasLevels = type === 'unilevel' || type === 'matrix';
  const { errors } = formState;
  const levels = useFieldArray({ control, name: 'levels' });
  const ranks = useFieldArray({ control, name: 'ranks' });
  const isNewVersion = !plan || plan.isLocked;
  const t = useConsoleEarningsT();
  const fieldMessage = useConsoleFieldMessage();

  const submit = form.handleSubmit(async (definition) => {
    try {
      await savePlan(definition, isNewVersion ? undefined : plan.id);
      toast.success(
        t(isNewVersion ? 'consoleEarnings.versionCreated' : 'consoleEarnings.planSaved'),
      );
      await queryClient.invalidateQueries({ queryKey: earningsKeys.all() });
      onDone();
    } catch (caught) {
      toast.error(applyServerErrors(form, caught));
    }
  });

  return (
    <form
      noValidate
      aria-label={t('consoleEarnings.planEditor')}
      onSubmit={(event) => void submit(event)}
      className="space-y-5 rounded-xl border border-neutral-200 bg-white p-4"
    >
      {plan?.isLocked ? (
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {t('consoleEarnings.lockedVersion')}
        </p>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <SelectField
          label={t('consoleEarnings.planType')}
          {...register('type')}
          error={fieldMessage(errors.type?.message)}
        >
          {EARNINGS_PLAN_TYPES.map((value) => (
            <option key={value} value={value}>
              {t('consoleEarnings.typeName', { type: value })}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('consoleEarnings.name')}
          {...register('name')}
          error={fieldMessage(errors.name?.message)}
        />
        <TextField
          label={t('consoleEarnings.effectiveMonth')}
          type="month"
          {...register('effectiveMonth')}
          error={fieldMessage(errors.effectiveMonth?.message)}
        />
        <PlanNumberField
          form={form}
          name="paisePerPoint"
          label={t('consoleEarnings.paisePerPoint')}
        />
        <PlanNumberField
          form={form}
          name="payoutCapPercent"
          label={t('consoleEarnings.payoutCap')}
          step="0.01"
        />
        <PlanNumberField
          form={form}
          name="activeMinPersonalBv"
          label={t('consoleEarnings.activeFrom')}
          hint={t('consoleEarnings.activeFromHint')}
        />
        {type === 'unilevel' ? (
          <CheckboxField label={t('consoleEarnings.compression')} {...register('compression')} />
        ) : null}
      </div>

      <PlanTypeFields form={form} />

      {hasLevels ? (
        <fieldset className="space-y-2">
          <legend className="font-semibold">{t('consoleEarnings.levelCommissionsLegend')}</legend>
          <div className="flex flex-wrap items-start gap-3">
            {levels.fields.map((field, index) => (
              <div key={field.id} className="flex items-end gap-1">
                <PlanNumberField
                  form={form}
                  name={`levels.${index}.percent`}
                  label={t('consoleEarnings.level', { number: index + 1 })}
                  step="0.01"
                  className="w-28"
                />
                <PlanRemoveButton
                  label={t('consoleEarnings.removeLevel', { number: index + 1 })}
                  disabled={levels.fields.length === 1}
                  onClick={() => levels.remove(index)}
                />
              </div>
            ))}
          </div>
          <FormMessage
            message={fieldMessage(errors.levels?.root?.message ?? errors.levels?.message)}
          />
          <Button
            variant="secondary"
            disabled={levels.fields.length >= EARNINGS_MAX_LEVELS}
            onClick={() => levels.append({ percent: 0 })}
          >
            {t('consoleEarnings.addLevel')}
          </Button>
        </fieldset>
      ) : null}

      <fieldset className="space-y-2">
        <legend className="font-semibold">{t('consoleEarnings.ranksLegend')}</legend>
        {ranks.fields.map((field, index) => {
          const rankErrors = errors.ranks?.[index];
          return (
            <div key={field.id} className="flex flex-wrap items-start gap-2">
              <TextField
                label={t('consoleEarnings.code')}
                className="w-32"
                {...register(`ranks.${index}.code`)}
                error={fieldMessage(rankErrors?.code?.message)}
              />
              <TextField
                label={t('consoleEarnings.name')}
                className="w-40"
                {...register(`ranks.${index}.name`)}
                error={fieldMessage(rankErrors?.name?.message)}
              />
              <PlanNumberField
                form={form}
                name={`ranks.${index}.minPersonalBv`}
                label={t('consoleEarnings.personalBv')}
                className="w-32"
              />
              <PlanNumberField
                form={form}
                name={`ranks.${index}.minGroupBv`}
                label={t('consoleEarnings.groupBv')}
                className="w-36"
              />
              <PlanNumberField
                form={form}
                name={`ranks.${index}.bonusPaise`}
                label={t('consoleEarnings.bonusPaise')}
                className="w-36"
              />
              <PlanRemoveButton
                label={t('consoleEarnings.removeRank', { number: index + 1 })}
                className="mt-6"
                onClick={() => ranks.remove(index)}
              />
            </div>
          );
        })}
        <Button variant="secondary" onClick={() => ranks.append(EMPTY_RANK)}>
          {t('consoleEarnings.addRank')}
        </Button>
      </fieldset>

      <FormMessage message={errors.root?.server?.message} />
      <div className="flex gap-2">
        <Button type="submit" busy={formState.isSubmitting} busyText={t('consoleEarnings.saving')}>
          {t(isNewVersion ? 'consoleEarnings.createVersion' : 'consoleEarnings.savePlan')}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t('consoleEarnings.cancel')}
        </Button>
      </div>
    </form>
  );
}
