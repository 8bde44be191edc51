import { DownloadButton } from '../../../components/ui/download-button';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { PageSpinner } from '../../../components/ui/spinner';
import { downloadFile, useAgreementStatus } from '../api/agreements';
import { useAgreementsT } from '../messages';
import { useDates } from '../../../lib/i18n/use-dates';

/**
 * /manage/direct-seller: the agreements the associate accepted (PDF each) and their identity
 * card as PDF or as an image for the phone (decisions 0122, 0123).
 */
export default function DirectSellerPage() {
  const t = useAgreementsT();
  const dates = useDates();
  const status = useAgreementStatus();
  if (status.isPending) return <PageSpinner />;
  if (status.isError) return <ErrorPanel onRetry={() => void status.refetch()} />;
  return (
    <div className="space-y-8">
      <title>{t('agreements.pageTitle')}</title>
      <h1 className="text-2xl font-semibold">{t('agreements.pageTitle')}</h1>
      <section className="space-y-3">
        <h2 className="text-lg font-semibold">{t('agreements.idCard')}</h2>
        <p className="text-sm text-neutral-700">{t('agreements.idCardIntro')}</p>
        <div className="flex flex-wrap gap-3">
          <DownloadButton
            label={t('agreements.idCardPdf')}
            busyText={t('agreements.downloading')}
            onDownload={() => downloadFile('/api/id-cards/self.pdf', 'id-card.pdf')}
          />
          <DownloadButton
            label={t('agreements.idCardPng')}
            busyText={t('agreements.downloading')}
            onDownload={() => downloadFile('/api/id-cards/self.png', 'id-card.png')}
          />
        </div>
      </section>
      <section className="space-y-3">
        <h2 className="text-lg font-semibold">{t('agreements.acceptances')}</h2>
        <ul className="divide-y divide-neutral-200 rounded-lg border border-neutral-200">
          {status.data.acceptances.map((acceptance) => (
            <li
              key={acceptance.id}
              className="flex flex-wrap items-center justify-between gap-3 p-3"
            >
              <span>
                {t('agreements.acceptedVersion', {
                  version: acceptance.version,
                  date: dates.date(acceptance.acceptedAt),
                })}
              </span>
              <DownloadButton
                label={t('agreements.downloadPdf')}
                busyText={t('agreements.downloading')}
                onDownload={() =>
                  downloadFile(
                    `/api/agreements/acceptances/${acceptance.id}/pdf`,
                    `agreement-${acceptance.version}.pdf`,
                  )
                }
              />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
