import { useState } from 'react';
import type { EarningsPlan } from '@saathi/shared';
import { AdminTable, tdClass } from '../../../../components/admin/admin-table';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { useConsoleEarningsT } from '../messages';
import { PlanEditor } from './plan-editor';
import { describePlan } from './plan-form-values';

const COLUMNS = [
  'consoleEarnings.plan',
  'consoleEarnings.from',
  'consoleEarnings.type',
  'consoleEarnings.ranks',
  'consoleEarnings.status',
] as const;

/** The plan versions, newest effective month first, and the editor for one of them. */
export function PlansPanel({ plans }: { plans: EarningsPlan[] }) {
  const [editing, setEditing] = useState<EarningsPlan | 'new' | null>(null);
  const t = useConsoleEarningsT();
  if (editing)
    return (
      <PlanEditor
        key={editing === 'new' ? 'new' : editing.id}
        plan={editing === 'new' ? undefined : editing}
        onDone={() => setEditing(null)}
      />
    );
  return (
    <div className="space-y-3">
      <Button onClick={() => setEditing('new')}>{t('consoleEarnings.newPlanVersion')}</Button>
      {plans.length === 0 ? (
        <p className="text-sm text-neutral-700">{t('consoleEarnings.noPlan')}</p>
      ) : (
        <AdminTable testId="plans" columns={[...COLUMNS.map((key) => t(key)), '']}>
          {plans.map((plan) => (
            <tr key={plan.id}>
              <td className={tdClass}>{plan.definition.name}</td>
              <td className={tdClass}>{plan.definition.effectiveMonth}</td>
              <td className={tdClass}>{describePlan(plan.definition, t)}</td>
              <td className={tdClass}>
                {plan.definition.ranks.map((rank) => rank.name).join(', ')}
              </td>
              <td className={tdClass}>
                {plan.isLocked ? (
                  <Badge tone="neutral">{t('consoleEarnings.usedByCommitted')}</Badge>
                ) : (
                  t('consoleEarnings.editable')
                )}
              </td>
              <td className={tdClass}>
                <Button variant="secondary" onClick={() => setEditing(plan)}>
                  {t(plan.isLocked ? 'consoleEarnings.newVersionFrom' : 'consoleEarnings.edit')}
                </Button>
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </div>
  );
}
