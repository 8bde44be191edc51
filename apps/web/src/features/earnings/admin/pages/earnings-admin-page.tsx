import { useState } from 'react';
import { AdminPageHeader } from '../../../../components/admin/admin-page-header';
import { QueryView } from '../../../../components/admin/query-view';
import { Tabs } from '../../../../components/ui/tabs';
import { usePlans } from '../../api/earnings';
import { ClosingPanel } from '../components/closing-panel';
import { PlansPanel } from '../components/plans-panel';
import { SimulatorPanel } from '../components/simulator-panel';
import { useConsoleEarningsT } from '../messages';

const VIEWS = [
  { value: 'closing', key: 'consoleEarnings.closing' },
  { value: 'plans', key: 'consoleEarnings.plans' },
  { value: 'simulator', key: 'consoleEarnings.simulator' },
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
  const t = useConsoleEarningsT();
  return (
    <section>
      <AdminPageHeader
        title={t('consoleEarnings.title')}
        description={t('consoleEarnings.description')}
      />
      <Tabs
        label={t('consoleEarnings.title')}
        value={view}
        options={VIEWS.map(({ value, key }) => ({ value, label: t(key) }))}
        onChange={setView}
      >
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
            empty={{
              title: t('consoleEarnings.noPlanTitle'),
              description: t('consoleEarnings.noPlanText'),
            }}
          >
            {(data) => <SimulatorPanel plans={data} month={month} />}
          </QueryView>
        ) : null}
      </Tabs>
    </section>
  );
}
