import { MESSAGES } from '@saathi/shared/messages';
import { EmptyState } from '../../../components/ui/empty-state';

export default function AddressesPage() {
  return (
    <section>
      <title>{MESSAGES.address.title}</title>
      <h1 className="text-2xl font-semibold">{MESSAGES.address.title}</h1>
      <div className="mt-6">
        <EmptyState
          title="No saved addresses"
          description="Addresses you save while checking out appear here, so your next order is quicker."
        />
      </div>
    </section>
  );
}
