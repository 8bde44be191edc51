import { useSession } from '../../auth';
import { BusinessValuesPanel } from '../components/business-values-panel';
import { useBusinessValuesT } from '../messages';

/** /manage/business-values (spec part 1 §2): the signed-in user's BV points and transactions. */
export default function BusinessValuesPage() {
  const { user } = useSession();
  const t = useBusinessValuesT();
  return (
    <section>
      <title>{t('businessValues.title')}</title>
      <h1 className="mb-6 text-2xl font-semibold">{t('businessValues.title')}</h1>
      {user ? <BusinessValuesPanel userId={user.id} /> : null}
    </section>
  );
}
