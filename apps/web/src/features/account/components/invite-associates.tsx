import { ROUTES } from '@saathi/shared/routes';
import type { AssociateData } from '../../auth';
import { useProfileT } from '../messages';
import { CopyValueButton } from './copyable-field';
import { formatRank } from './profile-format';

/** An associate's own referral code and the sign-up link to share with the people they invite. */
export function InviteAssociates({ associate }: { associate: AssociateData }) {
  const t = useProfileT();
  const link = `${window.location.origin}${ROUTES.signup}?ref=${encodeURIComponent(associate.referralCode)}`;
  return (
    <section
      data-testid="invite-associates"
      aria-labelledby="invite-title"
      className="rounded-2xl border border-neutral-200 p-6"
    >
      <h2 id="invite-title" className="text-lg font-semibold">
        {t('profile.inviteTitle')}
      </h2>
      <p className="mt-1 text-sm text-neutral-700">
        {t('profile.inviteText')}
        {associate.rank ? ` ${t('profile.yourRank', { rank: formatRank(associate.rank) })}` : ''}
      </p>
      <dl className="mt-4 space-y-3">
        {/* Each copy button sits in its <dd>: a <dl>'s groups hold only <dt> and <dd> (axe). */}
        <div className="rounded-xl bg-neutral-50 p-3">
          <dt className="text-sm text-neutral-600">{t('profile.ownCode')}</dt>
          <dd className="flex items-center justify-between gap-2 font-semibold">
            <span data-testid="own-referral-code">{associate.referralCode}</span>
            <CopyValueButton value={associate.referralCode} label={t('profile.copyOwnCode')} />
          </dd>
        </div>
        <div className="rounded-xl bg-neutral-50 p-3">
          <dt className="text-sm text-neutral-600">{t('profile.signupLink')}</dt>
          <dd className="flex items-center justify-between gap-2 font-semibold">
            <span className="min-w-0 break-all" data-testid="referral-link">
              {link}
            </span>
            <CopyValueButton value={link} label={t('profile.copySignupLink')} />
          </dd>
        </div>
      </dl>
    </section>
  );
}
