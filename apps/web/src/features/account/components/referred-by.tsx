import type { User } from '@saathi/shared';
import { MESSAGES } from '@saathi/shared/messages';
import { Avatar } from '../../../components/ui/avatar';
import { CopyButton } from '../../../components/ui/copy-button';
import { formatRank } from './profile-format';

/** The referrer: image, name, rank and a copyable referral id (spec part 1 §2). */
export function ReferredBy({ user }: { user: User }) {
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
        {MESSAGES.profile.referredBy}
      </h2>
      <div className="mt-4 flex items-center gap-4">
        <Avatar imageUrl={referrer.imageUrl} name={name} size={56} />
        <div className="min-w-0 flex-1">
          <p className="font-semibold">{name || MESSAGES.common.notSpecified}</p>
          {referrer.rank ? (
            <p className="text-sm text-neutral-700">{formatRank(referrer.rank)}</p>
          ) : null}
          {referrer.referalId ? (
            <p className="flex items-center gap-1 text-sm text-neutral-700">
              Referral ID: <span className="font-semibold">{referrer.referalId}</span>
              <CopyButton value={referrer.referalId} label="referral ID" />
            </p>
          ) : null}
        </div>
      </div>
    </section>
  );
}
