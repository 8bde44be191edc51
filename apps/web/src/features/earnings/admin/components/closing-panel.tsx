import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { FormMessage } from '../../../../components/ui/form-message';
import { TextField } from '../../../../components/ui/text-field';
import { toast } from '../../../../components/ui/toast';
import { errorMessage } from '../../../../lib/error-message';
import { commitMonth, computeMonth, useReview } from '../../api/earnings';
import { earningsKeys } from '../../query-keys';
import { formatPaise } from '../../money';
import { EarnersTable, EarningsReportView } from './earnings-report-view';

/**
 * A month's closing: compute (again, until committed) → review (totals, distribution, top
 * earners, the month before) → commit, after a confirmation, once.
 */
export function ClosingPanel({ initialMonth }: { initialMonth: string }) {
  const queryClient = useQueryClient();
  const [month, setMonth] = useState(initialMonth);
  const [isConfirming, setConfirming] = useState(false);
  const review = useReview(month);
  const refresh = () => queryClient.invalidateQueries({ queryKey: earningsKeys.all() });
  const compute = useMutation({
    mutationFn: () => computeMonth(month),
    onSuccess: async () => {
      toast.success(`${month} computed`);
      await refresh();
    },
  });
  const commit = useMutation({
    mutationFn: () => commitMonth(month),
    onSuccess: async () => {
      setConfirming(false);
      toast.success(`${month} committed`);
      await refresh();
    },
    onError: () => setConfirming(false),
  });
  const data = review.data;
  const isCommitted = data?.period.status === 'COMMITTED';
  const failure = compute.error ?? commit.error;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          label="Month"
          type="month"
          value={month}
          onChange={(event) => setMonth(event.target.value)}
        />
        {data ? (
          <Badge tone={isCommitted ? 'success' : 'warning'}>
            {isCommitted ? 'Committed' : 'Draft'}
          </Badge>
        ) : null}
        {!isCommitted ? (
          <Button busy={compute.isPending} busyText="Computing..." onClick={() => compute.mutate()}>
            {data ? 'Compute again' : 'Compute'}
          </Button>
        ) : null}
        {data && !isCommitted ? (
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            Commit
          </Button>
        ) : null}
      </div>
      <FormMessage message={failure ? errorMessage(failure) : undefined} />
      {review.isPending ? <p>Loading the month…</p> : null}
      {review.isSuccess && !data ? (
        <p className="text-sm text-neutral-700">{month} has not been computed yet.</p>
      ) : null}
      {data ? (
        <>
          <p className="text-sm text-neutral-700">
            {data.planName}; computed {new Date(data.period.computedAt).toLocaleString('en-IN')}
            {data.previous ? `; compared with ${data.previous.month}` : ''}.
          </p>
          <EarningsReportView report={data} previous={data.previous?.totals ?? null} />
          {data.biggestChanges.length > 0 ? (
            <>
              <h3 className="font-semibold">Biggest changes from {data.previous?.month}</h3>
              <EarnersTable earners={data.biggestChanges} testId="biggest-changes" />
            </>
          ) : null}
        </>
      ) : null}
      <ConfirmDialog
        open={isConfirming}
        title={`Commit ${month}?`}
        confirmLabel="Commit month"
        busyLabel="Committing..."
        busy={commit.isPending}
        onConfirm={() => commit.mutate()}
        onCancel={() => setConfirming(false)}
      >
        {data
          ? `${formatPaise(data.totals.totalPaise)} for ${data.totals.earners} earners will be locked and credited. A committed month cannot be computed again; later corrections go to the next open month.`
          : null}
      </ConfirmDialog>
    </div>
  );
}
