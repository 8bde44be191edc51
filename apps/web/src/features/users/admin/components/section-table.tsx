import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { UserPageSection } from '@saathi/shared';
import { AdminTable, tdClass } from '../../../../components/admin/admin-table';
import { useConsoleUsersT } from '../messages';

/** A titled block of the user's page. */
export function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-neutral-200 bg-white p-5">
      <h2 className="mb-3 text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/** A section another module supplies (requests, orders, business value): columns and rows. */
export function SectionTable({ section }: { section: UserPageSection }) {
  const t = useConsoleUsersT();
  return (
    <Block title={section.title}>
      {section.summary.length ? (
        <dl className="mb-3 flex flex-wrap gap-x-6 gap-y-1 text-sm">
          {section.summary.map((item) => (
            <div key={item.label}>
              <dt className="inline text-neutral-700">{item.label}: </dt>
              <dd className="inline font-semibold">{item.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {section.rows.length ? (
        <AdminTable
          columns={section.columns.map((column) => column.label)}
          testId={`section-${section.key}`}
        >
          {section.rows.map((row, index) => (
            <tr key={index}>
              {section.columns.map((column) => (
                <td key={column.key} className={tdClass}>
                  {row[column.key] ?? ''}
                </td>
              ))}
            </tr>
          ))}
        </AdminTable>
      ) : (
        <p className="text-sm text-neutral-700">{t('consoleUsers.noneYet')}</p>
      )}
      {section.href ? (
        <Link
          to={section.href}
          className="mt-3 inline-block text-sm font-semibold text-brand hover:underline"
        >
          {t('consoleUsers.seeAll')}
        </Link>
      ) : null}
    </Block>
  );
}
