import { useQueryClient } from '@tanstack/react-query';
import type { ConsentSource } from '@saathi/shared';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/error-message';
import { useSession } from '../../auth';
import { CollectionNotice as Notice } from '../../privacy-notice';
import { changeConsent, useConsents } from '../api/privacy-api';
import { privacyKeys } from '../query-keys';

/**
 * The itemised notice for a signed-in person (checkout, decision 0128): the marketing box shows
 * their standing consent and a tick or untick is recorded at once, with this point as its source.
 */
export function CollectionNotice({
  point,
  isMarketingAsked = false,
}: {
  point: ConsentSource;
  isMarketingAsked?: boolean;
}) {
  const { user } = useSession();
  const consents = useConsents();
  const queryClient = useQueryClient();
  const isGiven = consents.data?.find((each) => each.purpose === 'MARKETING')?.isGiven ?? false;
  const change = async (next: boolean) => {
    try {
      const updated = await changeConsent('MARKETING', next, point);
      queryClient.setQueryData(privacyKeys.consents(user?.id), updated);
    } catch (caught) {
      toast.error(errorMessage(caught));
    }
  };
  return (
    <Notice
      point={point}
      marketing={
        isMarketingAsked
          ? { isGiven, onChange: (next) => void change(next), isDisabled: !consents.data }
          : undefined
      }
    />
  );
}
