import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Request, User } from '@saathi/shared';
import { QueryView } from '../../../components/admin/query-view';
import { Button } from '../../../components/ui/button';
import { Pager } from '../../../components/ui/pager';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/error-message';
import { useSession } from '../../auth';
import { cancelRequest, useUserRequests } from '../api/requests';
import { NewRequestForm, type RequestKind } from '../components/new-request-form';
import { RequestSummary } from '../components/request-summary';
import { useRequestsT } from '../messages';
import { requestKeys } from '../query-keys';
import { pageCountOf } from '../../../components/ui/pager';

/** What this person may ask for: an upgrade or a placement change, and their sign-in address. */
function kindsFor(user: User, t: ReturnType<typeof useRequestsT>): RequestKind[] {
  const isAssociate = user.roles.includes('ASSOCIATE');
  const byEmail = user.loginType === 'EMAIL';
  return [
    isAssociate
      ? {
          type: 'PLACEMENT_CHANGE',
          title: t('requests.placementTitle'),
          description: t('requests.placementText'),
          field: 'newParentCode',
          label: t('requests.placementLabel'),
        }
      : {
          type: 'ASSOCIATE_UPGRADE',
          title: t('requests.upgradeTitle'),
          description: t('requests.upgradeText'),
          field: 'sponsorCode',
          label: t('requests.sponsorLabel'),
        },
    {
      type: 'IDENTITY_CHANGE',
      title: t(byEmail ? 'requests.emailTitle' : 'requests.phoneTitle'),
      description: t(byEmail ? 'requests.emailText' : 'requests.phoneText'),
      field: 'value',
      label: t(byEmail ? 'requests.newEmail' : 'requests.newPhone'),
      inputMode: byEmail ? 'email' : 'tel',
      fixed: { field: byEmail ? 'primaryEmail' : 'primaryPhone' },
    },
  ];
}

function MyRequestsList({ user }: { user: User }) {
  const queryClient = useQueryClient();
  const t = useRequestsT();
  const [page, setPage] = useState(1);
  const [cancelling, setCancelling] = useState<number | null>(null);
  const requests = useUserRequests(user.id, page);
  const refresh = () => queryClient.invalidateQueries({ queryKey: requestKeys.all() });

  const cancel = async (request: Request) => {
    setCancelling(request.id);
    try {
      await cancelRequest(request.id);
      toast.success(t('requests.cancelled'));
      await refresh();
    } catch (caught) {
      toast.error(errorMessage(caught));
    } finally {
      setCancelling(null);
    }
  };

  return (
    <div className="space-y-8">
      <div className="grid gap-4 lg:grid-cols-2">
        {kindsFor(user, t).map((kind) => (
          <NewRequestForm key={kind.type} kind={kind} onSent={() => void refresh()} />
        ))}
      </div>
      <section>
        <h2 className="mb-3 text-lg font-semibold">{t('requests.sent')}</h2>
        <QueryView
          query={requests}
          isEmpty={(data) => data.items.length === 0}
          empty={{
            title: t('requests.emptyTitle'),
            description: t('requests.emptyText'),
          }}
        >
          {(data) => (
            <div className="space-y-4">
              <ul className="space-y-3" data-testid="my-requests">
                {data.items.map((request) => (
                  <li
                    key={request.id}
                    className="rounded-xl border border-neutral-200 bg-white p-4"
                    data-testid="my-request"
                  >
                    <RequestSummary request={request} />
                    {request.status === 'PENDING' ? (
                      <Button
                        variant="secondary"
                        className="mt-3"
                        busy={cancelling === request.id}
                        busyText={t('requests.cancelling')}
                        onClick={() => void cancel(request)}
                      >
                        {t('requests.cancel')}
                      </Button>
                    ) : null}
                  </li>
                ))}
              </ul>
              <Pager
                page={data.page}
                pageCount={pageCountOf(data.total, data.limit)}
                onPage={setPage}
                label={t('requests.pages')}
              />
            </div>
          )}
        </QueryView>
      </section>
    </div>
  );
}

/** "My requests" in the account area: ask, follow, withdraw. */
export default function MyRequestsPage() {
  const { user } = useSession();
  const t = useRequestsT();
  return (
    <section>
      <title>{t('requests.title')}</title>
      <h1 className="mb-6 text-2xl font-semibold">{t('requests.title')}</h1>
      {user ? <MyRequestsList user={user} /> : null}
    </section>
  );
}
