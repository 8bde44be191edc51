import type { Notification } from '@saathi/shared';
import { intlLocale } from '@saathi/shared/locales';
import { useLanguage } from '../../../lib/i18n/i18n';
import { useNotificationsT } from '../messages';

/** "2026-04" as "April 2026" in the language on screen. */
const monthIn = (month: string, locale: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleString(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** Words a notice from its kind and values in the reader's language (decision 0178). */
export function useNotificationText() {
  const t = useNotificationsT();
  const locale = intlLocale(useLanguage());
  return (notice: Notification) => {
    switch (notice.kind) {
      case 'MEMBER_JOINED': {
        const { name, via, how, isAssociate } = notice.params;
        const values = { name: name ?? t('notifications.aNewMember'), via: via ?? '', how };
        if (via !== null) return t('notifications.joinedViaUpline', values);
        return isAssociate
          ? t('notifications.joinedAssociate', values)
          : t('notifications.signedUp', values);
      }
      case 'RANK_REACHED': {
        const { name, via, rank, month, isSetByAdmin } = notice.params;
        const values = {
          name: name ?? t('notifications.aNewMember'),
          via: via ?? '',
          rank,
          month: month ? monthIn(month, locale) : '',
        };
        if (isSetByAdmin) {
          return via === null
            ? t('notifications.rankGiven', values)
            : t('notifications.rankGivenViaUpline', values);
        }
        return via === null
          ? t('notifications.rankReached', values)
          : t('notifications.rankReachedViaUpline', values);
      }
      case 'MOVE_ASKED':
        return t('notifications.moveAsked', {
          member: notice.params.member,
          id: String(notice.params.requestId),
        });
    }
  };
}
