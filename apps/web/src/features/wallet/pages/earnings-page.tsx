import { ErrorPanel } from '../../../components/ui/error-panel';
import { PageSpinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/error-message';
import { useSession } from '../../auth';
import { ClawbacksPanel } from '../../earnings';
import { useKyc, useWalletSummary } from '../api/wallet';
import { KycPanel } from '../components/kyc-panel';
import { PaymentHistory } from '../components/payment-history';
import { PayoutForm } from '../components/payout-form';
import { StatementPanel } from '../components/statement-panel';
import { TdsCertificatePanel } from '../components/tds-certificate-panel';
import { WalletSummaryCards } from '../components/wallet-summary-cards';
import { useWalletT } from '../messages';

function Earnings({ associateId }: { associateId: number }) {
  const summary = useWalletSummary(associateId);
  const kyc = useKyc();
  const t = useWalletT();
  if (summary.isError || kyc.isError) {
    const retry = () => void Promise.all([summary.refetch(), kyc.refetch()]);
    return <ErrorPanel message={errorMessage(summary.error ?? kyc.error)} onRetry={retry} />;
  }
  if (!summary.data || !kyc.data) return <PageSpinner />;
  return (
    <div className="space-y-6">
      <WalletSummaryCards summary={summary.data} />
      <section
        className="rounded-xl border border-neutral-200 bg-white p-4"
        aria-labelledby="withdraw-title"
      >
        <h2 id="withdraw-title" className="mb-3 text-lg font-semibold">
          {t('wallet.withdrawTitle')}
        </h2>
        <PayoutForm summary={summary.data} />
      </section>
      <KycPanel kyc={kyc.data} />
      <section aria-labelledby="history-title">
        <h2 id="history-title" className="mb-3 text-lg font-semibold">
          {t('wallet.historyTitle')}
        </h2>
        <PaymentHistory associateId={associateId} />
      </section>
      <StatementPanel associateId={associateId} />
      <ClawbacksPanel />
      <TdsCertificatePanel associateId={associateId} />
    </div>
  );
}

/** /manage/earnings: the associate's wallet, KYC, withdrawals, payment history and statements. */
export default function EarningsPage() {
  const { associate } = useSession();
  const t = useWalletT();
  return (
    <section>
      <title>{t('wallet.title')}</title>
      <h1 className="mb-6 text-2xl font-semibold">{t('wallet.title')}</h1>
      {associate ? (
        <Earnings associateId={associate.id} />
      ) : (
        <p className="text-neutral-700">{t('wallet.notAssociate')}</p>
      )}
    </section>
  );
}
