import { useSession } from '../../auth';
import { BusinessValuesPanel } from '../components/business-values-panel';

/** /manage/business-values (spec part 1 §2): the signed-in user's BV points and transactions. */
export default function BusinessValuesPage() {
  const { user } = useSession();
  return (
    <section>
      <title>Business Values</title>
      <h1 className="mb-6 text-2xl font-semibold">Business Values</h1>
      {user ? <BusinessValuesPanel userId={user.id} /> : null}
    </section>
  );
}
