import { useState } from 'react';
import { AdminPageHeader } from '../../../../components/admin/admin-page-header';
import { QueryView } from '../../../../components/admin/query-view';
import { Tabs } from '../../../../components/ui/tabs';
import { usePlans } from '../../api/earnings';
import { ClosingPanel } from '../components/closing-panel';
import { PlansPanel } from '../components/plans-panel';
import { SimulatorPanel } from '../components/simulator-panel';

const VIEWS = [
  { value: 'closing', label: 'Monthly closing' },
  { value: 'plans', label: 'Plan versions' },
  { value: 'simulator', label: 'Simulator' },
] as const;
type View = (typeof VIEWS)[number]['value'];

/** The month that ended last, in India time (the closing's months). */
function lastEndedMonth() {
  const now = new Date(Date.now() + 330 * 60_000);
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return month.toISOString().slice(0, 7);
}

/** /dashboard/earnings: the compensation plan, its simulator and the monthly closing. */
export default function EarningsAdminPage() {
  const [view, setView] = useState<View>('closing');
  const plans = usePlans();
  const month = lastEndedMonth();
  return (
    <section>
      <AdminPageHeader
        title="Earnings"
        description="The compensation plan, its simulator, and each month's closing: compute, review, commit."
      />
      <Tabs label="Earnings" value={view} options={VIEWS} onChange={setView}>
        {view === 'closing' ? <ClosingPanel initialMonth={month} /> : null}
        {view === 'plans' ? (
          <QueryView query={plans} isEmpty={() => false} empty={{ title: '' }}>
            {(data) => <PlansPanel plans={data} />}
          </QueryView>
        ) : null}
        {view === 'simulator' ? (
          <QueryView
            query={plans}
            isEmpty={(data) => data.length === 0}
            empty={{ title: 'No plan to simulate', description: 'Create a plan version first.' }}
          >
            {(data) => <SimulatorPanel plans={data} month={month} />}
          </QueryView>
        ) : null}
      </Tabs>
    </section>
  );
}
