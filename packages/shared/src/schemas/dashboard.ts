import { z } from 'zod';

export const DASHBOARD_UNITS = ['count', 'money', 'points'] as const;

/**
 * A figure on the console's overview, as a module supplies it: the screen shows any figure
 * without knowing its module (money in paise, shown in rupees).
 */
export const dashboardFigureSchema = z.object({
  key: z.string(),
  label: z.string(),
  value: z.number(),
  unit: z.enum(DASHBOARD_UNITS),
  /** A second line, e.g. "12 in the last 7 days". */
  hint: z.string().nullable(),
  /** The console's list behind the figure. */
  href: z.string().nullable(),
});
export type DashboardFigure = z.infer<typeof dashboardFigureSchema>;

export const dashboardChartSchema = z.object({
  key: z.string(),
  title: z.string(),
  kind: z.enum(['line', 'bar']),
  unit: z.enum(DASHBOARD_UNITS),
  /** One label per point (days as YYYY-MM-DD, or categories). */
  labels: z.array(z.string()),
  series: z.array(z.object({ key: z.string(), label: z.string(), values: z.array(z.number()) })),
  href: z.string().nullable(),
});
export type DashboardChart = z.infer<typeof dashboardChartSchema>;

export const dashboardSchema = z
  .object({
    generatedAt: z.string(),
    figures: z.array(dashboardFigureSchema),
    charts: z.array(dashboardChartSchema),
  })
  .meta({ id: 'Dashboard' });
export type Dashboard = z.infer<typeof dashboardSchema>;
export const dashboardResponseSchema = z.object({
  success: z.literal(true),
  data: dashboardSchema,
});
