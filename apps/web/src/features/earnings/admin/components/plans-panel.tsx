import { useState } from 'react';
import type { EarningsPlan } from '@saathi/shared';
import { AdminTable, tdClass } from '../../../../components/admin/admin-table';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { PlanEditor } from './plan-editor';
import { describePlan } from './plan-form-values';

/** The plan versions, newest effective month first, and the editor for one of them. */
export function PlansPanel({ plans }: { plans: EarningsPlan[] }) {
  const [editing, setEditing] = useState<EarningsPlan | 'new' | null>(null);
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
      <Button onClick={() => setEditing('new')}>New plan version</Button>
      {plans.length === 0 ? (
        <p className="text-sm text-neutral-700">No plan yet: months cannot be computed.</p>
      ) : (
        <AdminTable testId="plans" columns={['Plan', 'From', 'Type', 'Ranks', 'Status', '']}>
          {plans.map((plan) => (
            <tr key={plan.id}>
              <td className={tdClass}>{plan.definition.name}</td>
              <td className={tdClass}>{plan.definition.effectiveMonth}</td>
              <td className={tdClass}>{describePlan(plan.definition)}</td>
              <td className={tdClass}>
                {plan.definition.ranks.map((rank) => rank.name).join(', ')}
              </td>
              <td className={tdClass}>
                {plan.isLocked ? (
                  <Badge tone="neutral">Used by a committed month</Badge>
                ) : (
                  'Editable'
                )}
              </td>
              <td className={tdClass}>
                <Button variant="secondary" onClick={() => setEditing(plan)}>
                  {plan.isLocked ? 'New version from this' : 'Edit'}
                </Button>
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </div>
  );
}
