import { Link } from 'wouter';
import { ADMIN_PATHS, CONTENT_PAGES } from '@saathi/shared/routes';
import { AdminListPage } from '../../../../components/admin/admin-list-page';
import { tdClass } from '../../../../components/admin/admin-table';
import { PublishBadge } from '../../../../components/admin/publish-badge';
import { EditLink } from '../../../../components/admin/row-actions';
import { formatDate } from '../../../../lib/format';
import { useLanguage } from '../../../../lib/i18n/i18n';
import { useAdminPages } from '../../api/get-admin-pages';
import { useConsoleContentT } from '../messages';

const COLUMNS = [
  'consoleContent.title',
  'consoleContent.slug',
  'consoleContent.status',
  'consoleContent.updated',
] as const;
const publicPath = (slug: string) => CONTENT_PAGES.find((page) => page.slug === slug)?.path;

/** The company's content pages, each opening in the editor. */
export default function PagesListPage() {
  const pages = useAdminPages();
  const t = useConsoleContentT();
  const language = useLanguage();
  return (
    <AdminListPage
      title={t('consoleContent.pagesTitle')}
      description={t('consoleContent.pagesDescription')}
      query={pages}
      empty={{
        title: t('consoleContent.noPagesTitle'),
        description: t('consoleContent.noPagesText'),
      }}
      skeleton={{ count: 4 }}
      table={{ columns: [...COLUMNS.map((key) => t(key)), ''], testId: 'pages-table' }}
    >
      {(data) =>
        data.map((page) => (
          <tr key={page.slug} className="hover:bg-neutral-50">
            <td className={`${tdClass} font-semibold`}>
              <Link to={ADMIN_PATHS.page(page.slug)} className="hover:text-brand">
                {page.title}
              </Link>
            </td>
            <td className={`${tdClass} font-mono text-xs`}>{page.slug}</td>
            <td className={tdClass}>
              <PublishBadge published={page.isPublished} />
            </td>
            <td className={`${tdClass} whitespace-nowrap`}>
              {formatDate(page.updatedAt, language)}
            </td>
            <td className={`${tdClass} whitespace-nowrap`}>
              <EditLink to={ADMIN_PATHS.page(page.slug)} name={page.title} />
              {publicPath(page.slug) ? (
                <a
                  href={publicPath(page.slug)}
                  target="_blank"
                  rel="noreferrer"
                  aria-label={t('consoleContent.viewNamed', { title: page.title })}
                  className="inline-flex min-h-11 items-center px-2 font-semibold text-neutral-700"
                >
                  {t('consoleContent.view')}
                </a>
              ) : null}
            </td>
          </tr>
        ))
      }
    </AdminListPage>
  );
}
