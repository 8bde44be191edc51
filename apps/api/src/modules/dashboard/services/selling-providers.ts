import { ADMIN_PATHS, ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from '@saathi/shared';
import { sumOrderBusinessValueSince } from '../../business-values';
import { countOrdersByStatus, sumSales, sumSalesByDay } from '../../orders';
import { onChartDays } from './periods';
import type { DashboardProvider } from './provider';

const TO_SHIP: OrderStatus[] = ['PLACED', 'CONFIRMED', 'PACKED'];
const ordersHint = (orders: number) => `${orders} ${orders === 1 ? 'order' : 'orders'}`;

/** Sales today, in 7 days and this month (paid or cash-on-delivery orders not undone). */
export const sales: DashboardProvider = {
  key: 'sales',
  permission: 'orders.manage',
  async load({ db, periods }) {
    const { now, todayStart, weekStart, monthStart, chartStart, chartDays } = periods;
    const [today, week, month, byDay, byStatus, toShip] = await Promise.all([
      sumSales({ db, from: todayStart, to: now }),
      sumSales({ db, from: weekStart, to: now }),
      sumSales({ db, from: monthStart, to: now }),
      sumSalesByDay({ db, from: chartStart }),
      countOrdersByStatus({ db, since: chartStart }),
      countOrdersByStatus({ db, statuses: TO_SHIP }),
    ]);
    const figure = (key: string, label: string, value: typeof today) => ({
      key,
      label,
      value: value.totalPaise,
      unit: 'money' as const,
      hint: ordersHint(value.orders),
      href: ADMIN_PATHS.orders,
    });
    return {
      figures: [
        figure('sales-today', 'Sales today', today),
        figure('sales-week', 'Sales, last 7 days', week),
        figure('sales-month', 'Sales this month', month),
        {
          key: 'orders-to-ship',
          label: 'Orders to ship',
          value: TO_SHIP.reduce((total, status) => total + (toShip.get(status) ?? 0), 0),
          unit: 'count',
          hint: 'Placed, confirmed or packed',
          href: `${ADMIN_PATHS.orders}?status=PLACED`,
        },
      ],
      charts: [
        {
          key: 'sales',
          title: 'Sales, last 30 days',
          kind: 'line',
          unit: 'money',
          labels: chartDays,
          series: [{ key: 'sales', label: 'Sales', values: onChartDays(chartDays, byDay) }],
          href: ADMIN_PATHS.orders,
        },
        {
          key: 'orders-by-status',
          title: 'Orders of the last 30 days by status',
          kind: 'bar',
          unit: 'count',
          labels: ORDER_STATUSES.map((status) => ORDER_STATUS_LABELS[status]),
          series: [
            {
              key: 'orders',
              label: 'Orders',
              values: ORDER_STATUSES.map((status) => byStatus.get(status) ?? 0),
            },
          ],
          href: ADMIN_PATHS.orders,
        },
      ],
    };
  },
};

/** Business value of this month's orders that still stands (cancelled and returned BV left out). */
export const businessValue: DashboardProvider = {
  key: 'business-value',
  permission: 'network.manage',
  async load({ db, periods }) {
    return {
      figures: [
        {
          key: 'bv-month',
          label: 'BV credited this month',
          value: await sumOrderBusinessValueSince({ db, from: periods.monthStart }),
          unit: 'points',
          hint: "Pending or confirmed BV from this month's orders, less what was cancelled or returned.",
          href: ADMIN_PATHS.associates,
        },
      ],
    };
  },
};
