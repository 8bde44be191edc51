import { useState, type ReactNode } from 'react';
import type { AgreementVersion } from '@saathi/shared';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { useAgreementsT } from '../messages';
import { AgreementText } from './agreement-text';

/**
 * The agreement with a tick box and a button: the button acts only once the box is ticked
 * (an acceptance is a deliberate act, decision 0122).
 */
export function AgreementAcceptance({
  agreement,
  buttonLabel,
  onAccept,
  children,
}: {
  agreement: AgreementVersion;
  buttonLabel: string;
  onAccept: (versionId: number) => Promise<void>;
  /** More buttons beside the accept button (a Back). */
  children?: ReactNode;
}) {
  const t = useAgreementsT();
  const [isTicked, setIsTicked] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const [warning, setWarning] = useState<string | null>(null);
  const accept = async () => {
    if (!isTicked) return setWarning(t('agreements.mustTick'));
    setIsBusy(true);
    try {
      await onAccept(agreement.id);
    } finally {
      setIsBusy(false);
    }
  };
  return (
    <div className="space-y-4">
      <AgreementText agreement={agreement} />
      <CheckboxField
        label={t('agreements.accept')}
        checked={isTicked}
        onChange={(event) => {
          setIsTicked(event.target.checked);
          setWarning(null);
        }}
      />
      {warning ? (
        <p role="alert" className="text-sm text-red-700">
          {warning}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => void accept()} disabled={isBusy}>
          {buttonLabel}
        </Button>
        {children}
      </div>
    </div>
  );
}
