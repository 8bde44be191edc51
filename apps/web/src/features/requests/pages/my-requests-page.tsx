import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { REQUEST_MESSAGES, type Request, type User } from '@saathi/shared';
import { QueryView } from '../../../components/admin/query-view';
import { Button } from '../../../components/ui/button';
import { Pager } from '../../../components/ui/pager';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/error-message';
import { useSession } from '../../auth';
import { cancelRequest, useUserRequests } from '../api/requests';
import { NewRequestForm, type RequestKind } from '../components/new-request-form';
import { RequestSummary } from '../components/request-summary';
import { requestKeys } from '../query-keys';
import { pageCountOf } from '../../../components/ui/pager';

/** What this person may ask for: an upgrade or a placement change, and their sign-in address. */
function kindsFor(user: User): RequestKind[] {
  const isAssociate = user.roles.includes('ASSOCIATE');
  const byEmail = user.loginType === 'EMAIL';
  return [
    isAssociate
      ? {
          type: 'PLACEMENT_CHANGE',
          title: 'Change my placement',
          description:
            'Move, with your downline, under another associate. An administrator decides.',
          field: 'newParentCode',
          label: "New upline's referral code",
        }
      : {
          type: 'ASSOCIATE_UPGRADE',
          title: 'Become an associate',
          description: 'Join the business under the associate who introduced you.',
          field: 'sponsorCode',
          label: "Sponsor's referral code",
        },
    {
      type: 'IDENTITY_CHANGE',
      title: byEmail ? 'Change my sign-in email' : 'Change my sign-in phone',
      description: `You sign in with your ${byEmail ? 'email' : 'phone'}, so a change is checked by our team first.`,
      field: 'value',
      label: byEmail ? 'New email' : 'New phone number',
      inputMode: byEmail ? 'email' : 'tel',
      fixed: { field: byEmail ? 'primaryEmail' : 'primaryPhone' },
    },
  ];
}

function MyRequestsList({ user }: { user: User }) {
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [cancelling, setCancelling] = useState<number | null>(null);
  const requests = useUserRequests(user.id, page);
  const refresh = () => queryClient.invalidateQueries({ queryKey: requestKeys.all() });

  const cancel = async (request: Request) => {
    setCancelling(request.id);
    try {
      await cancelRequest(request.id);
      toast.success(REQUEST_MESSAGES.cancelled);
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
        {kindsFor(user).map((kind) => (
          <NewRequestForm key={kind.type} kind={kind} onSent={() => void refresh()} />
        ))}
      </div>
      <section>
        <h2 className="mb-3 text-lg font-semibold">Sent</h2>
        <QueryView
          query={requests}
          isEmpty={(data) => data.items.length === 0}
          empty={{
            title: 'No requests yet',
            description: 'What you ask for appears here with its answer.',
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
                        busyText="Cancelling..."
                        onClick={() => void cancel(request)}
                      >
                        Cancel request
                      </Button>
                    ) : null}
                  </li>
                ))}
              </ul>
              <Pager
                page={data.page}
                pageCount={pageCountOf(data.total, data.limit)}
                onPage={setPage}
                label="Request pages"
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
  return (
    <section>
      <title>My requests</title>
      <h1 className="mb-6 text-2xl font-semibold">My requests</h1>
      {user ? <MyRequestsList user={user} /> : null}
    </section>
  );
}
