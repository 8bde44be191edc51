import type { DashboardChart, DashboardFigure, Permission } from '@saathi/shared';
import type { Db } from '../../../db/client';
import type { DashboardPeriods } from './periods';

/**
 * A module's part of the overview: its figures and charts, shown only to staff holding the
 * permission. Each provider runs a few indexed queries; the overview runs them side by side.
 */
export interface DashboardProvider {
  key: string;
  permission: Permission;
  load(options: { db: Db; periods: DashboardPeriods }): Promise<{
    figures?: DashboardFigure[];
    charts?: DashboardChart[];
  }>;
}
