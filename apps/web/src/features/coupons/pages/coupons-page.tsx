import { Link } from 'wouter';
import { ROUTES } from '@saathi/shared/routes';
import { Button, buttonClass } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLoginModal, useSession } from '../../auth';
import { useUsableCoupons } from '../api/coupons-api';
import { CouponCard } from '../components/coupon-card';
import { useCouponsT } from '../messages';

/** The spec's /coupons: the offers the signed-in shopper can use now (docs/decisions/0057). */
export default function CouponsPage() {
  const { status } = useSession();
  const t = useCouponsT();
  const loginModal = useLoginModal();
  const coupons = useUsableCoupons(status === 'authenticated');

  const body = () => {
    if (status === 'anonymous') {
      return (
        <EmptyState
          title={t('coupons.signInTitle')}
          description={t('coupons.signInText')}
          action={<Button onClick={loginModal.open}>{t('coupons.signIn')}</Button>}
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
          title={t('coupons.emptyTitle')}
          description={t('coupons.emptyText')}
          action={
            <Link to={ROUTES.products} className={buttonClass('secondary')}>
              {t('coupons.browseProducts')}
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
      <title>{t('coupons.title')}</title>
      <h1 className="text-3xl font-semibold">{t('coupons.title')}</h1>
      <p className="mt-2 text-neutral-700">{t('coupons.intro')}</p>
      <div className="mt-8">{body()}</div>
    </div>
  );
}
