import type { User } from '@saathi/shared';
import { Avatar } from '../../../components/ui/avatar';
import { useProfileT } from '../messages';
import { CopyValueButton } from './copyable-field';
import { formatRank } from './profile-format';

/** The referrer: image, name, rank and a copyable referral id (spec part 1 §2). */
export function ReferredBy({ user }: { user: User }) {
  const t = useProfileT();
  const referrer = user.others[0]?.referalInfo;
  if (!referrer) return null;
  const name = [referrer.firstName, referrer.lastName].filter(Boolean).join(' ');
  return (
    <section
      data-testid="referred-by"
      aria-labelledby="referred-by-title"
      className="rounded-2xl border border-neutral-200 p-6"
    >
      <h2 id="referred-by-title" className="text-lg font-semibold">
        {t('profile.referredBy')}
      </h2>
      <div className="mt-4 flex items-center gap-4">
        <Avatar imageUrl={referrer.imageUrl} name={name} size={56} />
        <div className="min-w-0 flex-1">
          <p className="font-semibold">{name || t('profile.notSpecified')}</p>
          {referrer.rank ? (
            <p className="text-sm text-neutral-700">{formatRank(referrer.rank)}</p>
          ) : null}
          {referrer.referalId ? (
            <p className="flex items-center gap-1 text-sm text-neutral-700">
              {t('profile.referralId')} <span className="font-semibold">{referrer.referalId}</span>
              <CopyValueButton value={referrer.referalId} label={t('profile.copyReferralId')} />
            </p>
          ) : null}
        </div>
      </div>
    </section>
  );
}
