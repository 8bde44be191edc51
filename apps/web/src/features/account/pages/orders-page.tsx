import { Link } from 'react-router';
import { ROUTES } from '@saathi/shared/routes';
import { EmptyState } from '../../../components/ui/empty-state';
import { buttonClass } from '../../../components/ui/button';
import { OrdersIcon } from '../../../components/ui/icons';

export default function OrdersPage() {
  return (
    <section>
      <title>My orders</title>
      <h1 className="text-2xl font-semibold">My orders</h1>
      <div className="mt-6">
        <EmptyState
          icon={<OrdersIcon />}
          title="No orders yet"
          description="Orders you place appear here with their status and the business value they earn."
          action={
            <Link to={ROUTES.products} className={buttonClass('primary')}>
              Start shopping
            </Link>
          }
        />
      </div>
    </section>
  );
}
