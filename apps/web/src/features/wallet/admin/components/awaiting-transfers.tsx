import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { formatRupees, UTR_PATTERN } from '@saathi/shared';
import { AdminTable, tdClass } from '../../../../components/admin/admin-table';
import { QueryView } from '../../../../components/admin/query-view';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/text-field';
import { toast } from '../../../../components/ui/toast';
import { errorMessage } from '../../../../lib/error-message';
import { recordTransfer, useAwaitingTransfers, type AwaitingPayout } from '../../api/wallet-admin';
import { walletKeys } from '../../query-keys';
import { useConsoleFinanceT } from '../messages';

const COLUMNS = [
  'consoleFinance.request',
  'consoleFinance.associateId',
  'consoleFinance.amountColumn',
  'consoleFinance.bankTransfer',
] as const;

function TransferRow({ payout }: { payout: AwaitingPayout }) {
  const queryClient = useQueryClient();
  const [utr, setUtr] = useState('');
  const [error, setError] = useState<string>();
  const [isSaving, setIsSaving] = useState(false);
  const t = useConsoleFinanceT();
  const save = async () => {
    const value = utr.trim().toUpperCase();
    if (!UTR_PATTERN.test(value)) return setError(t('consoleFinance.utrFormat'));
    setIsSaving(true);
    try {
      await recordTransfer(payout.id, value);
      toast.success(t('consoleFinance.transferRecorded'));
      await queryClient.invalidateQueries({ queryKey: walletKeys.all() });
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setIsSaving(false);
    }
  };
  return (
    <tr>
      <td className={tdClass}>{payout.requestId}</td>
      <td className={tdClass}>{payout.associateId}</td>
      <td className={tdClass}>{formatRupees(payout.amount)}</td>
      <td className={tdClass}>
        <div className="flex items-end gap-2">
          <TextField
            label={t('consoleFinance.utr')}
            value={utr}
            onChange={(event) => setUtr(event.target.value)}
            error={error}
          />
          <Button busy={isSaving} busyText={t('consoleFinance.saving')} onClick={() => void save()}>
            {t('consoleFinance.record')}
          </Button>
        </div>
      </td>
    </tr>
  );
}

/** Approved withdrawals whose bank transfer is still to be recorded (no RazorpayX). */
export function AwaitingTransfers() {
  const query = useAwaitingTransfers();
  const t = useConsoleFinanceT();
  return (
    <QueryView
      query={query}
      isEmpty={(rows) => rows.length === 0}
      empty={{ title: t('consoleFinance.noTransfers') }}
    >
      {(rows) => (
        <AdminTable columns={COLUMNS.map((key) => t(key))}>
          {rows.map((payout) => (
            <TransferRow key={payout.id} payout={payout} />
          ))}
        </AdminTable>
      )}
    </QueryView>
  );
}
