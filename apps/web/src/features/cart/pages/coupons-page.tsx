import { Link } from 'react-router';
import { ROUTES } from '@saathi/shared/routes';
import { EmptyState } from '../../../components/ui/empty-state';
import { buttonClass } from '../../../components/ui/button';

export default function CouponsPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <title>Coupons</title>
      <h1 className="text-3xl font-semibold">Coupons</h1>
      <div className="mt-8">
        <EmptyState
          title="No coupons available"
          description="When the company runs an offer, its coupon appears here and you can apply it at checkout."
          action={
            <Link to={ROUTES.products} className={buttonClass('secondary')}>
              Browse products
            </Link>
          }
        />
      </div>
    </div>
  );
}
