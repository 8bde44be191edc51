import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/error-message';
import { downloadStatementPdf, useStatement } from '../api/wallet';
import { WALLET_ENTRY_KEYS, useWalletT } from '../messages';
import { currentIndiaMonth, money } from './money';

/** A month's statement on screen (purchases, BV, earnings by kind, TDS, net, paid) and as PDF. */
export function StatementPanel({ associateId }: { associateId: number }) {
  const t = useWalletT();
  const [month, setMonth] = useState(currentIndiaMonth);
  const [isDownloading, setIsDownloading] = useState(false);
  const statement = useStatement(associateId, month);
  const download = async () => {
    setIsDownloading(true);
    try {
      await downloadStatementPdf(associateId, month);
    } catch (caught) {
      toast.error(errorMessage(caught));
    } finally {
      setIsDownloading(false);
    }
  };
  const data = statement.data;
  const rows: [string, string][] = data
    ? [
        [t('wallet.ordersPlaced'), `${data.purchases.orders} (${money(data.purchases.amount)})`],
        [t('wallet.personalBv'), String(data.businessValue.personal)],
        ...data.earnings.map((line): [string, string] => [
          t(WALLET_ENTRY_KEYS[line.kind]),
          money(line.gross),
        ]),
        [t('wallet.grossEarnings'), money(data.gross)],
        [t('wallet.tdsWithheld'), money(data.tds)],
        [t('wallet.netCredited'), money(data.net)],
        [t('wallet.paidOut'), money(data.paidOut)],
        [t('wallet.closingBalance'), money(data.closingBalance)],
      ]
    : [];
  return (
    <section
      className="rounded-xl border border-neutral-200 bg-white p-4"
      aria-labelledby="statement-title"
    >
      <div className="mb-3 flex flex-wrap items-end gap-3">
        <h2 id="statement-title" className="mr-auto text-lg font-semibold">
          {t('wallet.statementTitle')}
        </h2>
        <TextField
          label={t('wallet.month')}
          type="month"
          value={month}
          max={currentIndiaMonth()}
          onChange={(event) => event.target.value && setMonth(event.target.value)}
        />
        <Button
          variant="secondary"
          busy={isDownloading}
          busyText={t('wallet.preparing')}
          onClick={() => void download()}
        >
          {t('wallet.downloadPdf')}
        </Button>
      </div>
      {statement.isError ? (
        <p className="text-sm text-red-700">{errorMessage(statement.error)}</p>
      ) : (
        <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2" data-testid="statement">
          {rows.map(([label, value]) => (
            <div key={label} className="flex justify-between border-b border-neutral-100 py-1">
              <dt className="text-neutral-700">{label}</dt>
              <dd className="font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {data?.earnings.length ? (
        <p className="mt-2 text-xs text-neutral-600">{t('wallet.statementCreditNote')}</p>
      ) : null}
    </section>
  );
}
