import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { EarningsPlan } from '@saathi/shared';
import { Button } from '../../../../components/ui/button';
import { FormMessage } from '../../../../components/ui/form-message';
import { SelectField } from '../../../../components/ui/select-field';
import { TextField } from '../../../../components/ui/text-field';
import { errorMessage } from '../../../../lib/error-message';
import { simulatePlan } from '../../api/earnings';
import { useConsoleEarningsT } from '../messages';
import { EarningsReportView } from './earnings-report-view';

/** Runs a plan version against a month that has ended; nothing is kept. */
export function SimulatorPanel({ plans, month }: { plans: EarningsPlan[]; month: string }) {
  const [planId, setPlanId] = useState(plans[0]?.id ?? 0);
  const [chosenMonth, setChosenMonth] = useState(month);
  const simulation = useMutation({ mutationFn: () => simulatePlan(planId, chosenMonth) });
  const t = useConsoleEarningsT();
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label={t('consoleEarnings.planVersion')}
          value={planId}
          onChange={(event) => setPlanId(Number(event.target.value))}
        >
          {plans.map((plan) => (
            <option key={plan.id} value={plan.id}>
              {t('consoleEarnings.planFrom', {
                name: plan.definition.name,
                month: plan.definition.effectiveMonth,
              })}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('consoleEarnings.month')}
          type="month"
          value={chosenMonth}
          onChange={(event) => setChosenMonth(event.target.value)}
        />
        <Button
          busy={simulation.isPending}
          busyText={t('consoleEarnings.simulating')}
          disabled={!planId}
          onClick={() => simulation.mutate()}
        >
          {t('consoleEarnings.simulate')}
        </Button>
      </div>
      <FormMessage message={simulation.error ? errorMessage(simulation.error) : undefined} />
      {simulation.data ? (
        <>
          <p className="text-sm text-neutral-700">
            {t('consoleEarnings.simulation', {
              plan: simulation.data.planName,
              month: simulation.data.month,
            })}
          </p>
          <EarningsReportView report={simulation.data} />
        </>
      ) : null}
    </div>
  );
}
