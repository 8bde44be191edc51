import { ROUTES } from '@saathi/shared/routes';
import { CopyButton } from '../../../components/ui/copy-button';
import type { AssociateData } from '../../auth';
import { formatRank } from './profile-format';

/** An associate's own referral code and the sign-up link to share with the people they invite. */
export function InviteAssociates({ associate }: { associate: AssociateData }) {
  const link = `${window.location.origin}${ROUTES.signup}?ref=${encodeURIComponent(associate.referralCode)}`;
  return (
    <section
      data-testid="invite-associates"
      aria-labelledby="invite-title"
      className="rounded-2xl border border-neutral-200 p-6"
    >
      <h2 id="invite-title" className="text-lg font-semibold">
        Invite people to join
      </h2>
      <p className="mt-1 text-sm text-neutral-700">
        Share your referral code or link. People who sign up with it join your network.
        {associate.rank ? ` Your rank: ${formatRank(associate.rank)}.` : ''}
      </p>
      <dl className="mt-4 space-y-3">
        <div className="flex items-center justify-between gap-2 rounded-xl bg-neutral-50 p-3">
          <div className="min-w-0">
            <dt className="text-sm text-neutral-600">Your referral code</dt>
            <dd className="font-semibold" data-testid="own-referral-code">
              {associate.referralCode}
            </dd>
          </div>
          <CopyButton value={associate.referralCode} label="your referral code" />
        </div>
        <div className="flex items-center justify-between gap-2 rounded-xl bg-neutral-50 p-3">
          <div className="min-w-0">
            <dt className="text-sm text-neutral-600">Sign-up link</dt>
            <dd className="font-semibold break-all" data-testid="referral-link">
              {link}
            </dd>
          </div>
          <CopyButton value={link} label="sign-up link" />
        </div>
      </dl>
    </section>
  );
}
