import { Link } from 'wouter';
import { ROUTES } from '@saathi/shared/routes';
import { Button, buttonClass } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLoginModal, useSession } from '../../auth';
import { useUsableCoupons } from '../api/coupons-api';
import { CouponCard } from '../components/coupon-card';

/** The spec's /coupons: the offers the signed-in shopper can use now (docs/decisions/0057). */
export default function CouponsPage() {
  const { status } = useSession();
  const loginModal = useLoginModal();
  const coupons = useUsableCoupons(status === 'authenticated');

  const body = () => {
    if (status === 'anonymous') {
      return (
        <EmptyState
          title="Sign in to see your coupons"
          description="Offers depend on your account, such as a welcome offer on your first order."
          action={<Button onClick={loginModal.open}>Sign in</Button>}
        />
      );
    }
    if (status === 'loading' || coupons.isPending) {
      return (
        <div aria-busy="true" className="space-y-3">
          <Skeleton className="h-32 w-full rounded-2xl" />
          <Skeleton className="h-32 w-full rounded-2xl" />
        </div>
      );
    }
    if (coupons.isError) {
      return <ErrorPanel message={coupons.error.message} onRetry={() => void coupons.refetch()} />;
    }
    if (coupons.data.length === 0) {
      return (
        <EmptyState
          title="No coupons available"
          description="When the company runs an offer, its coupon appears here and you can apply it at checkout."
          action={
            <Link to={ROUTES.products} className={buttonClass('secondary')}>
              Browse products
            </Link>
          }
        />
      );
    }
    return (
      <ul className="space-y-4">
        {coupons.data.map((coupon) => (
          <CouponCard key={coupon.code} coupon={coupon} />
        ))}
      </ul>
    );
  };

  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <title>Coupons</title>
      <h1 className="text-3xl font-semibold">Coupons</h1>
      <p className="mt-2 text-neutral-700">Copy a code and apply it at checkout. One per order.</p>
      <div className="mt-8">{body()}</div>
    </div>
  );
}
