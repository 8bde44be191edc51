import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import {
  hasPermission,
  REQUEST_STATUSES,
  REQUEST_TYPE_INFO,
  REQUEST_TYPES,
  rejectRequestSchema,
  type Request,
  type RequestType,
} from '@saathi/shared';
import { AdminListPage } from '../../../../components/admin/admin-list-page';
import { FilterSelect } from '../../../../components/admin/list-controls';
import { useConsoleFieldMessage } from '../../../../components/admin/field-messages';
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
import { REQUEST_STATUS_KEYS, REQUEST_TYPE_KEYS, useRequestsT } from '../../messages';
import { requestKeys } from '../../query-keys';
import { useConsoleRequestsT } from '../messages';

const PAGE_SIZES = [20, 50, 100] as const;
const FILTERS = { status: 'PENDING', type: '' };

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
  const t = useConsoleRequestsT();
  const fieldMessage = useConsoleFieldMessage();
  const submit = form.handleSubmit(async ({ reason }) => {
    try {
      await onReject(reason);
    } catch (caught) {
      toast.error(applyServerErrors(form, caught));
    }
  });
  return (
    <Modal open onClose={onClose} title={t('consoleRequests.rejectTitle', { id: request.id })}>
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <TextAreaField
          label={t('consoleRequests.reason')}
          rows={3}
          {...form.register('reason')}
          error={fieldMessage(formState.errors.reason?.message)}
        />
        <FormMessage message={formState.errors.root?.server?.message} />
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            {t('consoleRequests.cancel')}
          </Button>
          <Button
            type="submit"
            busy={formState.isSubmitting}
            busyText={t('consoleRequests.rejecting')}
          >
            {t('consoleRequests.reject')}
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
  const t = useConsoleRequestsT();
  const requestsT = useRequestsT();

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
      toast.success(t('consoleRequests.approved'));
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
      toast.success(t('consoleRequests.rejected'));
      setRejecting(null);
    } finally {
      await refresh();
    }
  };

  return (
    <AdminListPage
      title={t('consoleRequests.title')}
      description={t('consoleRequests.description')}
      tabs={{
        label: t('consoleRequests.status'),
        value: status,
        options: REQUEST_STATUSES.map((value) => ({
          value,
          label: requestsT(REQUEST_STATUS_KEYS[value]),
        })),
        onChange: (next) => setFilters({ status: next }),
      }}
      list={list}
      filters={
        <FilterSelect
          label={t('consoleRequests.kind')}
          value={filters.type}
          values={REQUEST_TYPES}
          labels={
            Object.fromEntries(
              REQUEST_TYPES.map((type) => [type, requestsT(REQUEST_TYPE_KEYS[type])]),
            ) as Record<RequestType, string>
          }
          anyLabel={t('consoleRequests.allKinds')}
          onChange={(type) => setFilters({ type })}
          className="w-full sm:w-72"
        />
      }
      count={{ one: t('consoleRequests.countOne'), many: t('consoleRequests.countMany') }}
      query={queue}
      empty={{ title: t('consoleRequests.empty', { status }) }}
      pager={t('consoleRequests.pages')}
      dialogs={
        <>
          {approvingPayout ? (
            <ApprovePayoutDialog
              request={approvingPayout}
              onClose={() => setApprovingPayout(null)}
              onApproved={async () => {
                toast.success(t('consoleRequests.approved'));
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
                    busyText={t('consoleRequests.approving')}
                    onClick={() =>
                      request.type === 'PAYOUT'
                        ? setApprovingPayout(request)
                        : void approve(request)
                    }
                  >
                    {t('consoleRequests.approve')}
                  </Button>
                  <Button variant="secondary" onClick={() => setRejecting(request)}>
                    {t('consoleRequests.reject')}
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
