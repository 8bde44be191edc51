import { Link, useLocation, useParams } from 'wouter';
import { useQueryClient } from '@tanstack/react-query';
import { COUPON_TEXTS, type CouponInput } from '@saathi/shared';
import { ADMIN_PATHS } from '@saathi/shared/routes';
import { AdminPageHeader } from '../../../../components/admin/admin-page-header';
import { ErrorPanel } from '../../../../components/ui/error-panel';
import { Skeleton } from '../../../../components/ui/skeleton';
import { toast } from '../../../../components/ui/toast';
import { createCoupon, updateCoupon, useAdminCoupon } from '../../api/admin-coupons-api';
import { couponKeys } from '../../query-keys';
import { CouponForm, couponValues } from '../components/coupon-form';

const indiaToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format();

/** A new coupon (/dashboard/coupons/new) or one to change (/dashboard/coupons/:id). */
export default function CouponEditorPage() {
  const { id: idParam } = useParams();
  const id = idParam ? Number(idParam) : null;
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const coupon = useAdminCoupon(id);

  const save = async (input: CouponInput) => {
    const saved = id ? await updateCoupon(id, input) : await createCoupon(input);
    queryClient.setQueryData(couponKeys.adminDetail(saved.id), saved);
    void queryClient.invalidateQueries({ queryKey: couponKeys.adminList() });
    toast.success(COUPON_TEXTS.saved);
    navigate(ADMIN_PATHS.coupons);
  };

  const back = (
    <Link
      to={ADMIN_PATHS.coupons}
      className="mb-2 inline-flex min-h-11 items-center text-sm font-semibold text-brand"
    >
      ← All coupons
    </Link>
  );
  if (id === null) {
    return (
      <section>
        {back}
        <AdminPageHeader title="New coupon" />
        <CouponForm
          initialValues={couponValues(null, indiaToday())}
          submitLabel="Create coupon"
          onSave={save}
        />
      </section>
    );
  }
  return (
    <section>
      {back}
      <AdminPageHeader title={coupon.data ? `Edit ${coupon.data.code}` : 'Edit coupon'} />
      {coupon.isPending ? (
        <Skeleton className="h-96 w-full" />
      ) : coupon.isError ? (
        <ErrorPanel message={coupon.error.message} onRetry={() => void coupon.refetch()} />
      ) : (
        <CouponForm
          key={coupon.data.id}
          initialValues={couponValues(coupon.data, indiaToday())}
          submitLabel="Save coupon"
          onSave={save}
        />
      )}
    </section>
  );
}
