import { useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { Tabs } from '../../../components/ui/tabs';
import { useSession } from '../../auth';
import { BinaryLegsCard, RankProgressCard } from '../../earnings';
import { DownlineList } from '../components/downline-list';
import { NetworkTreeView } from '../components/network-tree-view';
import { ReferredUsers } from '../components/referred-users';
import { RepurchaseSummaryView } from '../components/repurchase-summary';
import { useNetworkT } from '../messages';

const VIEWS = [
  { value: 'tree', key: 'network.tabTree' },
  { value: 'downline', key: 'network.downline' },
  { value: 'referred', key: 'network.tabReferred' },
  { value: 'repurchases', key: 'network.repurchases' },
] as const;
type View = (typeof VIEWS)[number]['value'];

/** /manage/network: the associate's genealogy, downline, referred people and repurchases. */
export default function NetworkPage() {
  const { associate } = useSession();
  const t = useNetworkT();
  const [view, setView] = useState<View>('tree');
  return (
    <section>
      <title>{t('network.title')}</title>
      <h1 className="mb-6 text-2xl font-semibold">{t('network.title')}</h1>
      {associate ? <RankProgressCard /> : null}
      {associate ? <BinaryLegsCard /> : null}
      {associate ? (
        <Tabs
          label={t('network.title')}
          value={view}
          options={VIEWS.map(({ value, key }) => ({ value, label: t(key) }))}
          onChange={setView}
        >
          {view === 'tree' ? <NetworkTreeView rootId={associate.id} ownId={associate.id} /> : null}
          {view === 'downline' ? <DownlineList rootId={associate.id} /> : null}
          {view === 'referred' ? <ReferredUsers /> : null}
          {view === 'repurchases' ? <RepurchaseSummaryView associateId={associate.id} /> : null}
        </Tabs>
      ) : (
        <EmptyState
          title={t('network.notAssociateTitle')}
          description={t('network.notAssociateText')}
        />
      )}
    </section>
  );
}
