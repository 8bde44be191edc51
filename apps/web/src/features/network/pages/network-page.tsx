import { useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { Tabs } from '../../../components/ui/tabs';
import { useSession } from '../../auth';
import { BinaryLegsCard, RankProgressCard } from '../../earnings';
import { DownlineList } from '../components/downline-list';
import { NetworkTreeView } from '../components/network-tree-view';
import { ReferredUsers } from '../components/referred-users';
import { RepurchaseSummaryView } from '../components/repurchase-summary';

const VIEWS = [
  { value: 'tree', label: 'Tree' },
  { value: 'downline', label: 'Downline' },
  { value: 'referred', label: 'Referred' },
  { value: 'repurchases', label: 'Repurchases' },
] as const;
type View = (typeof VIEWS)[number]['value'];

/** /manage/network: the associate's genealogy, downline, referred people and repurchases. */
export default function NetworkPage() {
  const { associate } = useSession();
  const [view, setView] = useState<View>('tree');
  return (
    <section>
      <title>My network</title>
      <h1 className="mb-6 text-2xl font-semibold">My network</h1>
      {associate ? <RankProgressCard /> : null}
      {associate ? <BinaryLegsCard /> : null}
      {associate ? (
        <Tabs label="My network" value={view} options={VIEWS} onChange={setView}>
          {view === 'tree' ? <NetworkTreeView rootId={associate.id} ownId={associate.id} /> : null}
          {view === 'downline' ? <DownlineList rootId={associate.id} /> : null}
          {view === 'referred' ? <ReferredUsers /> : null}
          {view === 'repurchases' ? <RepurchaseSummaryView associateId={associate.id} /> : null}
        </Tabs>
      ) : (
        <EmptyState
          title="Your network starts when you become an associate"
          description="Associates have a referral code, a downline and business value."
        />
      )}
    </section>
  );
}
