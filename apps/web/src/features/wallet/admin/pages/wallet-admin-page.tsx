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

const QUARTERS = ['Q1 (Apr–Jun)', 'Q2 (Jul–Sep)', 'Q3 (Oct–Dec)', 'Q4 (Jan–Mar)'];

function Tds26qExport() {
  const [year, setYear] = useState(currentFinancialYear);
  const [quarter, setQuarter] = useState(1);
  const [isBusy, setIsBusy] = useState(false);
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
        label="Quarter"
        value={String(quarter)}
        onChange={(event) => setQuarter(Number(event.target.value))}
      >
        {QUARTERS.map((label, index) => (
          <option key={label} value={index + 1}>
            {label}
          </option>
        ))}
      </SelectField>
      <Button
        variant="secondary"
        busy={isBusy}
        busyText="Exporting..."
        onClick={() => void download()}
      >
        Export 26Q CSV
      </Button>
    </div>
  );
}

const card = 'rounded-xl border border-neutral-200 bg-white p-4';

/** Finance's wallet tools: adjustments, transfers to record, TDS settings and the 26Q export. */
export default function WalletAdminPage() {
  const settings = usePayoutSettings();
  return (
    <section className="space-y-6">
      <AdminPageHeader
        title="Wallets & TDS"
        description="Withdrawals are approved in Requests; here you adjust wallets, record transfers and keep TDS."
      />
      <section className={card} aria-labelledby="adjust-title">
        <h2 id="adjust-title" className="mb-3 text-lg font-semibold">
          Adjust a wallet
        </h2>
        <AdjustmentForm />
      </section>
      <section aria-labelledby="transfers-title">
        <h2 id="transfers-title" className="mb-3 text-lg font-semibold">
          Transfers to record
        </h2>
        <AwaitingTransfers />
      </section>
      <section className={card} aria-labelledby="settings-title">
        <h2 id="settings-title" className="mb-3 text-lg font-semibold">
          TDS and withdrawal settings
        </h2>
        {settings.data ? <PayoutSettingsForm current={settings.data.current} /> : null}
      </section>
      <section className={card} aria-labelledby="tds-export-title">
        <h2 id="tds-export-title" className="mb-3 text-lg font-semibold">
          Form 26Q (section 194H)
        </h2>
        <Tds26qExport />
      </section>
    </section>
  );
}
