import { useState } from 'react';
import { useForm } from 'react-hook-form';
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
  type RequestType,
} from '@saathi/shared';
import { AdminListPage } from '../../../../components/admin/admin-list-page';
import { FilterSelect } from '../../../../components/admin/list-controls';
import { Button } from '../../../../components/ui/button';
import { FormMessage } from '../../../../components/ui/form-message';
import { Modal } from '../../../../components/ui/modal';
import { TextAreaField } from '../../../../components/ui/text-area-field';
import { toast } from '../../../../components/ui/toast';
import { useListParams } from '../../../../hooks/use-list-params';
import { errorMessage } from '../../../../lib/error-message';
import { applyServerErrors, payloadResolver } from '../../../../lib/forms';
import { useSession } from '../../../auth';
import { ApprovePayoutDialog } from '../../../wallet';
import { dashboardKeys } from '../../../admin/query-keys';
import { approveRequest, rejectRequest, useRequestQueue } from '../../api/requests';
import { RequestSummary } from '../../components/request-summary';
import { requestKeys } from '../../query-keys';

const PAGE_SIZES = [20, 50, 100] as const;
const FILTERS = { status: 'PENDING', type: '' };
const STATUS_TABS = REQUEST_STATUSES.map((value) => ({
  value,
  label: REQUEST_STATUS_LABELS[value],
}));
const TYPE_LABELS = Object.fromEntries(
  REQUEST_TYPES.map((type) => [type, REQUEST_TYPE_INFO[type].label]),
) as Record<RequestType, string>;

const rejectResolver = payloadResolver(rejectRequestSchema);

function RejectDialog({
  request,
  onClose,
  onReject,
}: {
  request: Request;
  onClose: () => void;
  /** Rejects with the reason; a failure keeps the dialog open with the server's message. */
  onReject: (reason: string) => Promise<void>;
}) {
  const form = useForm({ defaultValues: { reason: '' }, resolver: rejectResolver });
  const { formState } = form;
  const submit = form.handleSubmit(async ({ reason }) => {
    try {
      await onReject(reason);
    } catch (caught) {
      toast.error(applyServerErrors(form, caught));
    }
  });
  return (
    <Modal open onClose={onClose} title={`Reject request no. ${request.id}`}>
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <TextAreaField
          label="Reason (the requester sees it)"
          rows={3}
          {...form.register('reason')}
          error={formState.errors.reason?.message}
        />
        <FormMessage message={formState.errors.root?.server?.message} />
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" busy={formState.isSubmitting} busyText="Rejecting...">
            Reject
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** The approval queue: tabs by status, a kind filter, each request in words, approve or reject. */
export default function RequestsQueuePage() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const list = useListParams(FILTERS, PAGE_SIZES);
  const { filters, setFilters } = list;
  const [busyId, setBusyId] = useState<number | null>(null);
  const [rejecting, setRejecting] = useState<Request | null>(null);
  const [approvingPayout, setApprovingPayout] = useState<Request | null>(null);
  const status = REQUEST_STATUSES.find((value) => value === filters.status) ?? 'PENDING';
  const queue = useRequestQueue({ status, type: filters.type, ...list.paging });

  const mayDecide = (request: Request) => {
    const info = REQUEST_TYPE_INFO[request.type as RequestType];
    return Boolean(user && info && hasPermission(user.roles, info.permission));
  };
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: requestKeys.all() }),
      queryClient.invalidateQueries({ queryKey: dashboardKeys.all() }),
    ]);
  const approve = async (request: Request) => {
    setBusyId(request.id);
    try {
      await approveRequest(request.id);
      toast.success(REQUEST_MESSAGES.approved);
    } catch (caught) {
      toast.error(errorMessage(caught));
    } finally {
      setBusyId(null);
      await refresh();
    }
  };
  const reject = async (request: Request, reason: string) => {
    try {
      await rejectRequest(request.id, reason);
      toast.success(REQUEST_MESSAGES.rejected);
      setRejecting(null);
    } finally {
      await refresh();
    }
  };

  return (
    <AdminListPage
      title="Requests"
      description="What associates and customers asked for. Approving applies it at once."
      tabs={{
        label: 'Status',
        value: status,
        options: STATUS_TABS,
        onChange: (next) => setFilters({ status: next }),
      }}
      list={list}
      filters={
        <FilterSelect
          label="Kind"
          value={filters.type}
          values={REQUEST_TYPES}
          labels={TYPE_LABELS}
          anyLabel="All kinds"
          onChange={(type) => setFilters({ type })}
          className="w-full sm:w-72"
        />
      }
      count={{ one: 'request', many: 'requests' }}
      query={queue}
      empty={{ title: `No ${REQUEST_STATUS_LABELS[status].toLowerCase()} requests` }}
      pager="Request pages"
      dialogs={
        <>
          {approvingPayout ? (
            <ApprovePayoutDialog
              request={approvingPayout}
              onClose={() => setApprovingPayout(null)}
              onApproved={async () => {
                toast.success(REQUEST_MESSAGES.approved);
                setApprovingPayout(null);
                await refresh();
              }}
            />
          ) : null}
          {rejecting ? (
            <RejectDialog
              request={rejecting}
              onClose={() => setRejecting(null)}
              onReject={(reason) => reject(rejecting, reason)}
            />
          ) : null}
        </>
      }
    >
      {(data) => (
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
                    busy={busyId === request.id}
                    busyText="Approving..."
                    onClick={() =>
                      request.type === 'PAYOUT'
                        ? setApprovingPayout(request)
                        : void approve(request)
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
      )}
    </AdminListPage>
  );
}
