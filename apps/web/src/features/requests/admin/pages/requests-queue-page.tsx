import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  hasPermission,
  REQUEST_MESSAGES,
  REQUEST_STATUS_LABELS,
  REQUEST_STATUSES,
  REQUEST_TYPE_INFO,
  REQUEST_TYPES,
  rejectRequestSchema,
  type Request,
  type RequestStatus,
  type RequestType,
} from '@saathi/shared';
import { AdminPageHeader } from '../../../../components/admin/admin-page-header';
import { MatchCount, pagingFrom, UrlPager } from '../../../../components/admin/list-controls';
import { QueryView } from '../../../../components/admin/query-view';
import { Button } from '../../../../components/ui/button';
import { Modal } from '../../../../components/ui/modal';
import { SelectField } from '../../../../components/ui/select-field';
import { Tabs } from '../../../../components/ui/tabs';
import { TextAreaField } from '../../../../components/ui/text-area-field';
import { toast } from '../../../../components/ui/toast-store';
import { useSearchFilters } from '../../../../hooks/use-search-filters';
import { errorMessage } from '../../../../lib/error-message';
import { validate } from '../../../../lib/form-errors';
import { useSession } from '../../../auth';
import { dashboardKeys } from '../../../admin/query-keys';
import { approveRequest, rejectRequest, useRequestQueue } from '../../api/requests';
import { RequestSummary } from '../../components/request-summary';
import { requestKeys } from '../../query-keys';

const PAGE_SIZES = [20, 50, 100] as const;
const DEFAULTS = { status: 'PENDING', type: '', page: '1', limit: '20' };

function RejectDialog({
  request,
  onClose,
  onReject,
}: {
  request: Request;
  onClose: () => void;
  onReject: (reason: string) => Promise<void>;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const checked = validate(rejectRequestSchema, { reason });
    if (checked.errors) return setError(checked.errors.reason ?? null);
    setBusy(true);
    await onReject(checked.data.reason).finally(() => setBusy(false));
  };
  return (
    <Modal open onClose={onClose} title={`Reject request no. ${request.id}`}>
      <TextAreaField
        label="Reason (the requester sees it)"
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={error}
        rows={3}
      />
      <div className="mt-4 flex justify-end gap-3">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={() => void submit()} busy={busy} busyText="Rejecting...">
          Reject
        </Button>
      </div>
    </Modal>
  );
}

/** The approval queue: tabs by status, a kind filter, each request in words, approve or reject. */
export default function RequestsQueuePage() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchFilters(DEFAULTS);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [rejecting, setRejecting] = useState<Request | null>(null);
  const status = (REQUEST_STATUSES as readonly string[]).includes(params.status)
    ? (params.status as RequestStatus)
    : 'PENDING';
  const filters = { status, type: params.type, ...pagingFrom(params, PAGE_SIZES, 20) };
  const queue = useRequestQueue(filters);

  const mayDecide = (request: Request) => {
    const info = REQUEST_TYPE_INFO[request.type as RequestType];
    return Boolean(user && info && hasPermission(user.roles, info.permission));
  };
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: requestKeys.all() }),
      queryClient.invalidateQueries({ queryKey: dashboardKeys.all() }),
    ]);
  const decide = async (request: Request, action: () => Promise<unknown>, done: string) => {
    setBusyId(request.id);
    try {
      await action();
      toast.success(done);
      setRejecting(null);
    } catch (caught) {
      toast.error(errorMessage(caught));
    } finally {
      setBusyId(null);
      await refresh();
    }
  };

  return (
    <section>
      <AdminPageHeader
        title="Requests"
        description="What associates and customers asked for. Approving applies it at once."
      />
      <Tabs
        label="Status"
        value={status}
        options={REQUEST_STATUSES.map((value) => ({ value, label: REQUEST_STATUS_LABELS[value] }))}
        onChange={(next) => setParams({ status: next, page: '1' })}
      />
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <SelectField
          label="Kind"
          value={filters.type}
          onChange={(event) => setParams({ type: event.target.value, page: '1' })}
          className="w-full sm:w-72"
        >
          <option value="">All kinds</option>
          {REQUEST_TYPES.map((type) => (
            <option key={type} value={type}>
              {REQUEST_TYPE_INFO[type].label}
            </option>
          ))}
        </SelectField>
        <MatchCount total={queue.data?.total} one="request" many="requests" />
      </div>
      <QueryView
        query={queue}
        isEmpty={(data) => data.items.length === 0}
        empty={{ title: `No ${REQUEST_STATUS_LABELS[status].toLowerCase()} requests` }}
      >
        {(data) => (
          <div className={`space-y-4 ${queue.isPlaceholderData ? 'opacity-60' : ''}`}>
            <ul className="space-y-3" data-testid="request-queue">
              {data.items.map((request) => (
                <li
                  key={request.id}
                  data-testid="queue-request"
                  className="rounded-xl border border-neutral-200 bg-white p-4"
                >
                  <RequestSummary request={request} showRequester />
                  {request.status === 'PENDING' && mayDecide(request) ? (
                    <div className="mt-3 flex flex-wrap gap-2">
                      <Button
                        busy={busyId === request.id && !rejecting}
                        busyText="Approving..."
                        onClick={() =>
                          void decide(
                            request,
                            () => approveRequest(request.id),
                            REQUEST_MESSAGES.approved,
                          )
                        }
                      >
                        Approve
                      </Button>
                      <Button variant="secondary" onClick={() => setRejecting(request)}>
                        Reject
                      </Button>
                    </div>
                  ) : null}
                </li>
              ))}
            </ul>
            <UrlPager
              page={filters.page}
              pageCount={Math.max(1, Math.ceil(data.total / data.limit))}
              limit={filters.limit}
              sizes={PAGE_SIZES}
              setParams={setParams}
              label="Request pages"
            />
          </div>
        )}
      </QueryView>
      {rejecting ? (
        <RejectDialog
          request={rejecting}
          onClose={() => setRejecting(null)}
          onReject={(reason) =>
            decide(rejecting, () => rejectRequest(rejecting.id, reason), REQUEST_MESSAGES.rejected)
          }
        />
      ) : null}
    </section>
  );
}
