import { ADMIN_PATHS } from '@saathi/shared';
import { countNewAssociates, countNewAssociatesByDay } from '../../associates';
import { countLowStock } from '../../catalog';
import { countPendingRequests } from '../../requests';
import { countNewCustomers, countNewCustomersByDay } from '../../users';
import { onChartDays } from './periods';
import type { DashboardProvider } from './provider';
import { businessValue, sales } from './selling-providers';

const people: DashboardProvider = {
  key: 'people',
  permission: 'users.view',
  async load({ db, periods }) {
    const { monthStart, weekStart, now, chartStart, chartDays } = periods;
    const [customers, customersWeek, associates, associatesWeek, customersByDay, associatesByDay] =
      await Promise.all([
        countNewCustomers({ db, from: monthStart, to: now }),
        countNewCustomers({ db, from: weekStart, to: now }),
        countNewAssociates({ db, from: monthStart, to: now }),
        countNewAssociates({ db, from: weekStart, to: now }),
        countNewCustomersByDay({ db, from: chartStart }),
        countNewAssociatesByDay({ db, from: chartStart }),
      ]);
    return {
      figures: [
        {
          key: 'new-customers',
          label: 'New customers this month',
          value: customers,
          unit: 'count',
          hint: `${customersWeek} in the last 7 days`,
          href: `${ADMIN_PATHS.users}?role=CUSTOMER`,
        },
        {
          key: 'new-associates',
          label: 'New associates this month',
          value: associates,
          unit: 'count',
          hint: `${associatesWeek} in the last 7 days`,
          href: `${ADMIN_PATHS.users}?role=ASSOCIATE`,
        },
      ],
      charts: [
        {
          key: 'new-members',
          title: 'New members, last 30 days',
          kind: 'bar',
          unit: 'count',
          labels: chartDays,
          series: [
            {
              key: 'customers',
              label: 'Customers',
              values: onChartDays(chartDays, customersByDay),
            },
            {
              key: 'associates',
              label: 'Associates',
              values: onChartDays(chartDays, associatesByDay),
            },
          ],
          href: ADMIN_PATHS.users,
        },
      ],
    };
  },
};

const lowStock: DashboardProvider = {
  key: 'low-stock',
  permission: 'catalog.manage',
  async load({ db }) {
    return {
      figures: [
        {
          key: 'low-stock',
          label: 'Products low on stock',
          value: await countLowStock({ db }),
          unit: 'count',
          hint: 'At or under their alert level',
          href: ADMIN_PATHS.lowStock,
        },
      ],
    };
  },
};

const pendingRequests: DashboardProvider = {
  key: 'pending-requests',
  permission: 'requests.decide',
  async load({ db }) {
    return {
      figures: [
        {
          key: 'pending-requests',
          label: 'Requests waiting',
          value: await countPendingRequests({ db }),
          unit: 'count',
          hint: 'Pending approval',
          href: `${ADMIN_PATHS.requests}?status=PENDING`,
        },
      ],
    };
  },
};

/** The registry, in the order shown (docs/decisions/0048). */
export const DASHBOARD_PROVIDERS: DashboardProvider[] = [
  sales,
  people,
  businessValue,
  pendingRequests,
  lowStock,
];
