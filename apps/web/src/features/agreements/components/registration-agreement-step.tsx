import { Button } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { useCurrentAgreement } from '../api/agreements';
import { AGREEMENT_UI } from '../texts';
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
  const current = useCurrentAgreement();
  if (current.isPending) return <PageSpinner />;
  if (current.isError) return <ErrorPanel onRetry={() => void current.refetch()} />;
  return (
    <div className="mt-6 space-y-3">
      <h2 className="text-lg font-semibold">{AGREEMENT_UI.stepTitle}</h2>
      <p className="text-sm text-neutral-700">{AGREEMENT_UI.stepIntro}</p>
      <AgreementAcceptance
        agreement={current.data}
        buttonLabel={AGREEMENT_UI.acceptAndSend}
        onAccept={onAccept}
      >
        <Button variant="secondary" onClick={onBack}>
          {AGREEMENT_UI.back}
        </Button>
      </AgreementAcceptance>
    </div>
  );
}
