import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageSpinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/error-message';
import { acceptAgreement, agreementKeys, useAgreementStatus } from '../api/agreements';
import { useAgreementsT } from '../messages';
import { AgreementAcceptance } from './agreement-acceptance';

/**
 * The associate portal waits behind the agreement in force (decision 0122): an associate who has
 * not accepted it (a new version took effect) sees only the agreement until they accept.
 * Customers pass straight through.
 */
export default function AgreementGate({
  isAssociate,
  children,
}: {
  isAssociate: boolean;
  children: ReactNode;
}) {
  const queryClient = useQueryClient();
  const t = useAgreementsT();
  const status = useAgreementStatus(isAssociate);
  if (!isAssociate || status.isError) return children;
  if (status.isPending) return <PageSpinner />;
  if (status.data.hasAcceptedCurrent) return children;
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-semibold">{t('agreements.gateTitle')}</h1>
      <p className="text-neutral-700">{t('agreements.gateIntro')}</p>
      <AgreementAcceptance
        agreement={status.data.current}
        buttonLabel={t('agreements.acceptButton')}
        onAccept={async (versionId) => {
          try {
            await acceptAgreement(versionId);
            toast.success(t('agreements.accepted'));
            await queryClient.invalidateQueries({ queryKey: agreementKeys.self() });
          } catch (caught) {
            toast.error(errorMessage(caught));
          }
        }}
      />
    </section>
  );
}
