import { useState } from 'react';
import type { CollectionConsent } from '@saathi/shared';
import { usePrivacyNotice } from './api';

/**
 * A form's side of its collection point (decision 0143): the marketing box's state, unticked
 * until the person ticks it, and the consent to send with the form — the version of the notice
 * shown — once the notice has loaded.
 */
export function useCollectionConsent() {
  const notice = usePrivacyNotice().data;
  const [isMarketingGiven, setMarketingGiven] = useState(false);
  const consent: CollectionConsent | undefined = notice
    ? { noticeVersion: notice.version, isMarketingGiven }
    : undefined;
  return { consent, marketing: { isGiven: isMarketingGiven, onChange: setMarketingGiven } };
}
