import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { ConsoleConfirmDialog } from '../../../../components/admin/console-confirm-dialog';
import { FormMessage } from '../../../../components/ui/form-message';
import { TextField } from '../../../../components/ui/text-field';
import { toast } from '../../../../components/ui/toast';
import { errorMessage } from '../../../../lib/error-message';
import { commitMonth, computeMonth, useReview } from '../../api/earnings';
import { earningsKeys } from '../../query-keys';
import { useConsoleEarningsT } from '../messages';
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
  const t = useConsoleEarningsT();
  const refresh = () => queryClient.invalidateQueries({ queryKey: earningsKeys.all() });
  const compute = useMutation({
    mutationFn: () => computeMonth(month),
    onSuccess: async () => {
      toast.success(t('consoleEarnings.computed', { month }));
      await refresh();
    },
  });
  const commit = useMutation({
    mutationFn: () => commitMonth(month),
    onSuccess: async () => {
      setConfirming(false);
      toast.success(t('consoleEarnings.committed', { month }));
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
          label={t('consoleEarnings.month')}
          type="month"
          value={month}
          onChange={(event) => setMonth(event.target.value)}
        />
        {data ? (
          <Badge tone={isCommitted ? 'success' : 'warning'}>
            {t(isCommitted ? 'consoleEarnings.committedBadge' : 'consoleEarnings.draft')}
          </Badge>
        ) : null}
        {!isCommitted ? (
          <Button
            busy={compute.isPending}
            busyText={t('consoleEarnings.computing')}
            onClick={() => compute.mutate()}
          >
            {t(data ? 'consoleEarnings.computeAgain' : 'consoleEarnings.compute')}
          </Button>
        ) : null}
        {data && !isCommitted ? (
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            {t('consoleEarnings.commit')}
          </Button>
        ) : null}
      </div>
      <FormMessage message={failure ? errorMessage(failure) : undefined} />
      {review.isPending ? <p>{t('consoleEarnings.loadingMonth')}</p> : null}
      {review.isSuccess && !data ? (
        <p className="text-sm text-neutral-700">{t('consoleEarnings.notComputed', { month })}</p>
      ) : null}
      {data ? (
        <>
          <p className="text-sm text-neutral-700">
            {t('consoleEarnings.computedAt', {
              plan: data.planName,
              at: new Date(data.period.computedAt).toLocaleString('en-IN'),
            })}
            {data.previous ? t('consoleEarnings.comparedWith', { month: data.previous.month }) : ''}
            .
          </p>
          <EarningsReportView report={data} previous={data.previous?.totals ?? null} />
          {data.biggestChanges.length > 0 ? (
            <>
              <h3 className="font-semibold">
                {t('consoleEarnings.biggestChanges', { month: data.previous?.month ?? '' })}
              </h3>
              <EarnersTable earners={data.biggestChanges} testId="biggest-changes" />
            </>
          ) : null}
        </>
      ) : null}
      <ConsoleConfirmDialog
        open={isConfirming}
        title={t('consoleEarnings.commitTitle', { month })}
        confirmLabel={t('consoleEarnings.commitMonth')}
        busyLabel={t('consoleEarnings.committing')}
        busy={commit.isPending}
        onConfirm={() => commit.mutate()}
        onCancel={() => setConfirming(false)}
      >
        {data
          ? t('consoleEarnings.commitText', {
              total: formatPaise(data.totals.totalPaise),
              earners: data.totals.earners,
            })
          : null}
      </ConsoleConfirmDialog>
    </div>
  );
}
