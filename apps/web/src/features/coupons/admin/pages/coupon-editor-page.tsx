import { Link, useLocation, useParams } from 'wouter';
import { useQueryClient } from '@tanstack/react-query';
import type { CouponInput } from '@saathi/shared';
import { ADMIN_PATHS } from '@saathi/shared/routes';
import { AdminPageHeader } from '../../../../components/admin/admin-page-header';
import { ErrorPanel } from '../../../../components/ui/error-panel';
import { Skeleton } from '../../../../components/ui/skeleton';
import { toast } from '../../../../components/ui/toast';
import { createCoupon, updateCoupon, useAdminCoupon } from '../../api/admin-coupons-api';
import { couponKeys } from '../../query-keys';
import { CouponForm, couponValues } from '../components/coupon-form';
import { useConsoleCouponsT } from '../messages';
import { useConsoleRowsT } from '../../../../components/admin/row-messages';

const indiaToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format();

/** A new coupon (/dashboard/coupons/new) or one to change (/dashboard/coupons/:id). */
export default function CouponEditorPage() {
  const { id: idParam } = useParams();
  const id = idParam ? Number(idParam) : null;
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const coupon = useAdminCoupon(id);
  const t = useConsoleCouponsT();
  const rowsT = useConsoleRowsT();

  const save = async (input: CouponInput) => {
    const saved = id ? await updateCoupon(id, input) : await createCoupon(input);
    queryClient.setQueryData(couponKeys.adminDetail(saved.id), saved);
    void queryClient.invalidateQueries({ queryKey: couponKeys.adminList() });
    toast.success(t('consoleCoupons.saved'));
    navigate(ADMIN_PATHS.coupons);
  };

  const back = (
    <Link
      to={ADMIN_PATHS.coupons}
      className="mb-2 inline-flex min-h-11 items-center text-sm font-semibold text-brand"
    >
      {t('consoleCoupons.allCoupons')}
    </Link>
  );
  if (id === null) {
    return (
      <section>
        {back}
        <AdminPageHeader title={t('consoleCoupons.newCoupon')} />
        <CouponForm
          initialValues={couponValues(null, indiaToday())}
          submitLabel={t('consoleCoupons.createCoupon')}
          onSave={save}
        />
      </section>
    );
  }
  return (
    <section>
      {back}
      <AdminPageHeader
        title={
          coupon.data
            ? rowsT('consoleRows.editName', { name: coupon.data.code })
            : t('consoleCoupons.editCoupon')
        }
      />
      {coupon.isPending ? (
        <Skeleton className="h-96 w-full" />
      ) : coupon.isError ? (
        <ErrorPanel message={coupon.error.message} onRetry={() => void coupon.refetch()} />
      ) : (
        <CouponForm
          key={coupon.data.id}
          initialValues={couponValues(coupon.data, indiaToday())}
          submitLabel={t('consoleCoupons.saveCoupon')}
          onSave={save}
        />
      )}
    </section>
  );
}
