import { useState, type ReactNode } from 'react';
import { useLocation, useParams } from 'wouter';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ASSOCIATE_RANKS, ASSOCIATE_STATUSES, type NetworkNode } from '@saathi/shared';
import { ADMIN_PATHS } from '@saathi/shared/routes';
import { AdminPageHeader } from '../../../../components/admin/admin-page-header';
import { QueryView } from '../../../../components/admin/query-view';
import { SelectField } from '../../../../components/ui/select-field';
import { toast } from '../../../../components/ui/toast';
import { errorMessage } from '../../../../lib/error-message';
import { BusinessValuesPanel } from '../../../business-values';
import { updateAssociate } from '../../api/admin-associates';
import { getDownline } from '../../api/get-downline';
import { getTree } from '../../api/get-tree';
import { NetworkTreeView } from '../../components/network-tree-view';
import { NodeDetails } from '../../components/node-details';
import { UplineBreadcrumbs } from '../../components/upline-breadcrumbs';
import { networkKeys } from '../../query-keys';
import { AdjustBvForm } from '../components/adjust-bv-form';
import { MoveAssociate } from '../components/move-associate';
import { useConsoleNetworkT } from '../messages';

const label = (value: string) => value.replaceAll('_', ' ').toLowerCase();

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-neutral-200 bg-white p-4">
      <h2 className="mb-3 text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/** One associate: profile, upline, downline by level, rank and status, move, BV and its ledger. */
export default function AssociateAdminPage() {
  const id = Number(useParams().id);
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const node = useQuery({
    queryKey: networkKeys.tree(id),
    queryFn: async () => ({
      node: (await getTree(id, { depth: 1, limit: 1 })) as NetworkNode,
      levels: (await getDownline(id, { page: 1, limit: 1 })).levels,
    }),
  });
  const [saving, setSaving] = useState(false);
  const t = useConsoleNetworkT();
  const change = async (changes: { rank?: string; status?: string }) => {
    setSaving(true);
    try {
      await updateAssociate(id, changes);
      toast.success(t('consoleNetwork.saved'));
      await queryClient.invalidateQueries({ queryKey: networkKeys.all() });
    } catch (caught) {
      toast.error(errorMessage(caught));
    } finally {
      setSaving(false);
    }
  };

  return (
    <QueryView query={node} isEmpty={() => false} empty={{ title: '' }}>
      {({ node: current, levels }) => (
        <div className="space-y-6">
          <AdminPageHeader
            title={current.name}
            description={t('consoleNetwork.associateCode', { code: current.referralCode })}
          />
          <UplineBreadcrumbs
            key={current.id}
            nodeId={current.id}
            onOpen={(crumb) => navigate(ADMIN_PATHS.associate(crumb.id))}
          />
          <NodeDetails node={current} />
          <div className="grid gap-6 lg:grid-cols-2">
            <Panel title={t('consoleNetwork.rankAndStatus')}>
              <div className="flex flex-wrap gap-3">
                <SelectField
                  label={t('consoleNetwork.rank')}
                  value={current.rank}
                  disabled={saving}
                  onChange={(event) => void change({ rank: event.target.value })}
                  className="w-56"
                >
                  {ASSOCIATE_RANKS.map((rank) => (
                    <option key={rank} value={rank}>
                      {label(rank)}
                    </option>
                  ))}
                </SelectField>
                <SelectField
                  label={t('consoleNetwork.status')}
                  value={current.status}
                  disabled={saving}
                  onChange={(event) => void change({ status: event.target.value })}
                  className="w-40"
                >
                  {ASSOCIATE_STATUSES.map((status) => (
                    <option key={status} value={status}>
                      {t('consoleNetwork.statusName', { status })}
                    </option>
                  ))}
                </SelectField>
              </div>
            </Panel>
            <Panel title={t('consoleNetwork.downlineByLevel')}>
              {levels.length === 0 ? (
                <p className="text-neutral-600">{t('consoleNetwork.nobodyBelow')}</p>
              ) : (
                <ul className="flex flex-wrap gap-2 text-sm">
                  {levels.map((entry) => (
                    <li key={entry.level} className="rounded-lg bg-neutral-100 px-2 py-1">
                      {t('consoleNetwork.levelCount', { level: entry.level })}{' '}
                      <strong>{entry.members.toLocaleString('en-IN')}</strong>
                    </li>
                  ))}
                </ul>
              )}
            </Panel>
          </div>
          {current.parentId !== null ? (
            <Panel title={t('consoleNetwork.moveInTree')}>
              <MoveAssociate node={current} />
            </Panel>
          ) : null}
          <Panel title={t('consoleNetwork.adjustBv')}>
            <AdjustBvForm node={current} />
          </Panel>
          <Panel title={t('consoleNetwork.businessValue')}>
            <BusinessValuesPanel userId={current.userId} />
          </Panel>
          <Panel title={t('consoleNetwork.tree')}>
            <NetworkTreeView key={current.id} rootId={current.id} />
          </Panel>
        </div>
      )}
    </QueryView>
  );
}
