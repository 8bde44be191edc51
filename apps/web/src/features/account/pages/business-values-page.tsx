import { MESSAGES } from '@saathi/shared/messages';
import { EmptyState } from '../../../components/ui/empty-state';

export default function BusinessValuesPage() {
  return (
    <section>
      <title>Business Values</title>
      <h1 className="text-2xl font-semibold">Business Values</h1>
      <p className="mt-2 text-neutral-700">
        Business value (BV) points are credited for purchases by you and the people you introduce.
      </p>
      <div className="mt-6">
        <EmptyState
          title={MESSAGES.businessValues.noTransactions}
          description={MESSAGES.businessValues.noneInCategory}
        />
      </div>
    </section>
  );
}
