import { Button } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { useCurrentAgreement } from '../api/agreements';
import { useAgreementsT } from '../messages';
import { AgreementAcceptance } from './agreement-acceptance';

/**
 * Registration's agreement step (spec part 1 §2 with the Direct Selling Rules' written contract,
 * decision 0122): between the details and the code; accepting sends the code.
 */
export default function RegistrationAgreementStep({
  onAccept,
  onBack,
}: {
  onAccept: (versionId: number) => Promise<void>;
  onBack: () => void;
}) {
  const t = useAgreementsT();
  const current = useCurrentAgreement();
  if (current.isPending) return <PageSpinner />;
  if (current.isError) return <ErrorPanel onRetry={() => void current.refetch()} />;
  return (
    <div className="mt-6 space-y-3">
      <h2 className="text-lg font-semibold">{t('agreements.stepTitle')}</h2>
      <p className="text-sm text-neutral-700">{t('agreements.stepIntro')}</p>
      <AgreementAcceptance
        agreement={current.data}
        buttonLabel={t('agreements.acceptAndSend')}
        onAccept={onAccept}
      >
        <Button variant="secondary" onClick={onBack}>
          {t('agreements.back')}
        </Button>
      </AgreementAcceptance>
    </div>
  );
}
