import { useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { Pager } from '../../../components/ui/pager';
import { useReferredUsers } from '../api/get-referred-users';
import { useNetworkT } from '../messages';
import { useDates } from '../../../lib/i18n/use-dates';

/** The people the associate sponsored, associates and customers, newest first. */
export function ReferredUsers() {
  const t = useNetworkT();
  const dates = useDates();
  const [page, setPage] = useState(1);
  const referred = useReferredUsers(page);
  const data = referred.data;
  if (!data) return null;
  if (data.total === 0) {
    return (
      <EmptyState
        title={t('network.referredEmptyTitle')}
        description={t('network.referredEmptyText')}
      />
    );
  }
  return (
    <div className="space-y-4">
      <ul className="rounded-xl border border-neutral-200 bg-white">
        {data.items.map((person) => (
          <li
            key={person.userId}
            data-testid="referred-user"
            className="flex flex-wrap items-center gap-3 border-b border-neutral-100 px-4 py-3 last:border-b-0"
          >
            <span className="min-w-0 flex-1 font-semibold text-neutral-900">{person.name}</span>
            <span className="text-sm text-neutral-600">
              {person.kind === 'ASSOCIATE'
                ? t('network.referredAssociate', { code: person.referralCode })
                : t('network.referredCustomer')}
            </span>
            <span className="text-sm text-neutral-600">{dates.date(person.joinedAt)}</span>
          </li>
        ))}
      </ul>
      <Pager
        page={page}
        pageCount={Math.ceil(data.total / data.limit)}
        onPage={setPage}
        label={t('network.referredPages')}
      />
    </div>
  );
}
