import { Link } from 'wouter';
import { useQueryClient } from '@tanstack/react-query';
import type { AdminCoupon } from '@saathi/shared';
import { ADMIN_PATHS } from '@saathi/shared/routes';
import { AdminListPage } from '../../../../components/admin/admin-list-page';
import { tdClass } from '../../../../components/admin/admin-table';
import { Badge } from '../../../../components/ui/badge';
import { Button, buttonClass } from '../../../../components/ui/button';
import { toast } from '../../../../components/ui/toast';
import { errorMessage } from '../../../../lib/error-message';
import { setCouponPaused, useAdminCoupons } from '../../api/admin-coupons-api';
import { couponKeys } from '../../query-keys';
import { useConsoleCouponsT } from '../messages';
import { useConsoleRowsT } from '../../../../components/admin/row-messages';

const COLUMN_KEYS = [
  'consoleCoupons.code',
  'consoleCoupons.offer',
  'consoleCoupons.conditions',
  'consoleCoupons.used',
  'consoleCoupons.status',
  'consoleCoupons.actions',
] as const;

function CouponRow({ coupon, onTogglePause }: { coupon: AdminCoupon; onTogglePause: () => void }) {
  const t = useConsoleCouponsT();
  const rowsT = useConsoleRowsT();
  const code = coupon.code;
  return (
    <tr data-testid="admin-coupon-row">
      <td className={`${tdClass} font-mono font-semibold`}>{coupon.code}</td>
      <td className={tdClass}>
        <span className="block">{coupon.offer}</span>
        {coupon.description ? (
          <span className="block text-neutral-700">{coupon.description}</span>
        ) : null}
      </td>
      <td className={`${tdClass} text-neutral-700`}>{coupon.conditions.join(' · ')}</td>
      <td className={tdClass}>
        {coupon.totalUses === null
          ? coupon.used
          : t('consoleCoupons.usesOf', { used: coupon.used, total: coupon.totalUses })}
      </td>
      <td className={tdClass}>
        <Badge tone={coupon.isPaused ? 'warning' : 'success'}>
          {coupon.isPaused ? t('consoleCoupons.paused') : t('consoleCoupons.active')}
        </Badge>
      </td>
      <td className={tdClass}>
        <div className="flex flex-wrap items-center gap-1">
          <Link
            to={ADMIN_PATHS.coupon(coupon.id)}
            aria-label={rowsT('consoleRows.editName', { name: code })}
            className="inline-flex min-h-11 items-center px-2 font-semibold text-brand"
          >
            {rowsT('consoleRows.edit')}
          </Link>
          <Link
            to={ADMIN_PATHS.couponUsage(coupon.id)}
            aria-label={t('consoleCoupons.usageOf', { code })}
            className="inline-flex min-h-11 items-center px-2 font-semibold text-brand"
          >
            {t('consoleCoupons.usage')}
          </Link>
          <Button
            variant="ghost"
            aria-label={
              coupon.isPaused
                ? t('consoleCoupons.resumeCode', { code })
                : t('consoleCoupons.pauseCode', { code })
            }
            onClick={onTogglePause}
          >
            {coupon.isPaused ? t('consoleCoupons.resume') : t('consoleCoupons.pause')}
          </Button>
        </div>
      </td>
    </tr>
  );
}

/** Every coupon with its uses: create, edit, pause or resume, and open its usage report. */
export default function CouponsAdminPage() {
  const coupons = useAdminCoupons();
  const queryClient = useQueryClient();
  const t = useConsoleCouponsT();

  const togglePause = async (coupon: AdminCoupon) => {
    try {
      await setCouponPaused(coupon.id, !coupon.isPaused);
      toast.success(
        coupon.isPaused ? t('consoleCoupons.resumedNotice') : t('consoleCoupons.pausedNotice'),
      );
      await queryClient.invalidateQueries({ queryKey: couponKeys.adminAll() });
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  return (
    <AdminListPage
      title={t('consoleCoupons.title')}
      description={t('consoleCoupons.description')}
      actions={
        <Link to={ADMIN_PATHS.newCoupon} className={buttonClass()}>
          {t('consoleCoupons.newCoupon')}
        </Link>
      }
      query={coupons}
      empty={{
        title: t('consoleCoupons.emptyTitle'),
        description: t('consoleCoupons.emptyText'),
      }}
      table={{
        columns: COLUMN_KEYS.map((key) => t(key)),
        testId: 'coupons-table',
        minWidth: '56rem',
      }}
    >
      {(data) =>
        data.map((coupon) => (
          <CouponRow
            key={coupon.id}
            coupon={coupon}
            onTogglePause={() => void togglePause(coupon)}
          />
        ))
      }
    </AdminListPage>
  );
}
