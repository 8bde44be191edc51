import { useState } from 'react';
import { AdminPageHeader } from '../../../../components/admin/admin-page-header';
import { Button } from '../../../../components/ui/button';
import { SelectField } from '../../../../components/ui/select-field';
import { toast } from '../../../../components/ui/toast';
import { errorMessage } from '../../../../lib/error-message';
import { downloadTds26q, usePayoutSettings } from '../../api/wallet-admin';
import { FinancialYearSelect } from '../../components/financial-year-select';
import { currentFinancialYear } from '../../components/money';
import { AdjustmentForm } from '../components/adjustment-form';
import { AwaitingTransfers } from '../components/awaiting-transfers';
import { PayoutSettingsForm } from '../components/payout-settings-form';
import { useConsoleFinanceT } from '../messages';

const QUARTERS = [1, 2, 3, 4] as const;

function Tds26qExport() {
  const [year, setYear] = useState(currentFinancialYear);
  const [quarter, setQuarter] = useState(1);
  const [isBusy, setIsBusy] = useState(false);
  const t = useConsoleFinanceT();
  const download = async () => {
    setIsBusy(true);
    try {
      await downloadTds26q(year, quarter);
    } catch (caught) {
      toast.error(errorMessage(caught));
    } finally {
      setIsBusy(false);
    }
  };
  return (
    <div className="flex flex-wrap items-end gap-3">
      <FinancialYearSelect value={year} onChange={setYear} />
      <SelectField
        label={t('consoleFinance.quarter')}
        value={String(quarter)}
        onChange={(event) => setQuarter(Number(event.target.value))}
      >
        {QUARTERS.map((number) => (
          <option key={number} value={number}>
            {t('consoleFinance.quarterName', { quarter: number })}
          </option>
        ))}
      </SelectField>
      <Button
        variant="secondary"
        busy={isBusy}
        busyText={t('consoleFinance.exporting')}
        onClick={() => void download()}
      >
        {t('consoleFinance.export26q')}
      </Button>
    </div>
  );
}

const card = 'rounded-xl border border-neutral-200 bg-white p-4';

/** Finance's wallet tools: adjustments, transfers to record, TDS settings and the 26Q export. */
export default function WalletAdminPage() {
  const settings = usePayoutSettings();
  const t = useConsoleFinanceT();
  return (
    <section className="space-y-6">
      <AdminPageHeader
        title={t('consoleFinance.walletTitle')}
        description={t('consoleFinance.walletDescription')}
      />
      <section className={card} aria-labelledby="adjust-title">
        <h2 id="adjust-title" className="mb-3 text-lg font-semibold">
          {t('consoleFinance.adjustTitle')}
        </h2>
        <AdjustmentForm />
      </section>
      <section aria-labelledby="transfers-title">
        <h2 id="transfers-title" className="mb-3 text-lg font-semibold">
          {t('consoleFinance.transfersTitle')}
        </h2>
        <AwaitingTransfers />
      </section>
      <section className={card} aria-labelledby="settings-title">
        <h2 id="settings-title" className="mb-3 text-lg font-semibold">
          {t('consoleFinance.settingsTitle')}
        </h2>
        {settings.data ? <PayoutSettingsForm current={settings.data.current} /> : null}
      </section>
      <section className={card} aria-labelledby="tds-export-title">
        <h2 id="tds-export-title" className="mb-3 text-lg font-semibold">
          {t('consoleFinance.form26qTitle')}
        </h2>
        <Tds26qExport />
      </section>
    </section>
  );
}
