import { hasPermission, type Dashboard, type Role } from '@saathi/shared';
import type { Db } from '../../../db/client';
import { dashboardPeriods } from './periods';
import { DASHBOARD_PROVIDERS } from './providers';

/** The overview in one call: every provider the viewer may see, run side by side. */
export async function getDashboard(options: {
  db: Db;
  viewerRoles: Role[];
  now?: Date;
}): Promise<Dashboard> {
  const periods = dashboardPeriods(options.now);
  const visible = DASHBOARD_PROVIDERS.filter((provider) =>
    hasPermission(options.viewerRoles, provider.permission),
  );
  const parts = await Promise.all(
    visible.map((provider) => provider.load({ db: options.db, periods })),
  );
  return {
    generatedAt: periods.now.toISOString(),
    figures: parts.flatMap((part) => part.figures ?? []),
    charts: parts.flatMap((part) => part.charts ?? []),
  };
}
