import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { ROUTES } from '@saathi/shared/routes';
import { useConsoleT } from '../../../components/admin/console-messages';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { displayName, useSession } from '../../auth';
import { usePermission } from '../use-permission';
import { ADMIN_SECTIONS } from '../admin-nav';
import { useDashboard } from '../api/get-dashboard';
import { DashboardFigures } from '../components/dashboard-figures';
import { useConsoleHomeT } from '../messages';

// The charting library loads only here, when there is a chart to draw.
const DashboardChart = lazy(() => import('../components/dashboard-chart'));

export default function DashboardHomePage() {
  const { user } = useSession();
  const may = usePermission();
  const dashboard = useDashboard();
  const sections = ADMIN_SECTIONS.filter((section) => may(section.permission));
  const t = useConsoleHomeT();
  const consoleT = useConsoleT();
  return (
    <section className="space-y-8">
      <div>
        <title>{t('consoleHome.title')}</title>
        <h1 className="text-2xl font-semibold">{t('consoleHome.title')}</h1>
        {user ? (
          <p className="mt-2 text-neutral-700">
            {t('consoleHome.welcome', { name: displayName(user) })}
          </p>
        ) : null}
      </div>
      {dashboard.isPending ? (
        <div aria-busy="true" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {Array.from({ length: 4 }, (_, key) => (
            <Skeleton key={key} className="h-28" />
          ))}
        </div>
      ) : dashboard.isError ? (
        <ErrorPanel
          message={dashboard.error.message}
          onRetry={() => void dashboard.refetch()}
          retrying={dashboard.isRefetching}
        />
      ) : (
        <>
          {dashboard.data.figures.length ? (
            <DashboardFigures figures={dashboard.data.figures} />
          ) : null}
          {dashboard.data.charts.length ? (
            <div className="grid gap-4 xl:grid-cols-2">
              <Suspense fallback={<Skeleton className="h-80" />}>
                {dashboard.data.charts.map((chart) => (
                  <DashboardChart key={chart.key} chart={chart} />
                ))}
              </Suspense>
            </div>
          ) : null}
        </>
      )}
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {sections.map((section) => (
          <li key={section.to}>
            <Link
              to={section.to}
              className="block h-full rounded-xl border border-neutral-200 bg-white p-5 hover:border-brand"
            >
              <span className="font-semibold text-neutral-900">{consoleT(section.labelKey)}</span>
              <span className="mt-1 block text-sm text-neutral-700">
                {t(section.descriptionKey)}
              </span>
            </Link>
          </li>
        ))}
        <li>
          <Link
            to={ROUTES.home}
            className="block rounded-xl border border-neutral-200 bg-white p-5 hover:border-brand"
          >
            <span className="font-semibold text-neutral-900">{t('consoleHome.shop')}</span>
            <span className="mt-1 block text-sm text-neutral-700">{t('consoleHome.shopText')}</span>
          </Link>
        </li>
      </ul>
    </section>
  );
}
