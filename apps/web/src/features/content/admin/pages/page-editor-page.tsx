import { Link, useParams, useSearchParams } from 'wouter';
import { useQueryClient } from '@tanstack/react-query';
import { LANGUAGES, updateContentPageSchema } from '@saathi/shared';
import { ADMIN_PATHS, CONTENT_PAGES } from '@saathi/shared/routes';
import { AdminPageHeader } from '../../../../components/admin/admin-page-header';
import { PublishBadge } from '../../../../components/admin/publish-badge';
import { ErrorPanel } from '../../../../components/ui/error-panel';
import { Skeleton } from '../../../../components/ui/skeleton';
import { Tabs } from '../../../../components/ui/tabs';
import { useAdminPage } from '../../api/get-admin-page';
import { contentKeys } from '../../query-keys';
import { updatePage } from '../../api/update-page';
import { ContentEditorForm, type EditorValues } from '../components/content-editor-form';
import { PageTranslationEditor } from '../components/page-translation-editor';
import { useConsoleContentT } from '../messages';

type EditorLanguage = 'en' | 'hi';
const LANGUAGE_TABS = [
  { value: 'en', label: LANGUAGES.en.name },
  { value: 'hi', label: `${LANGUAGES.hi.name} (Hindi)` },
] as const;

/**
 * Edits one content page: Markdown with a live preview, publish or unpublish, save; its Hindi
 * version on its own tab (`?language=hi`, decision 0142).
 */
export default function PageEditorPage() {
  const { slug = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const language: EditorLanguage = searchParams.get('language') === 'hi' ? 'hi' : 'en';
  const queryClient = useQueryClient();
  const t = useConsoleContentT();
  const { data: page, isPending, isError, error, refetch, isRefetching } = useAdminPage(slug);
  const publicPath = CONTENT_PAGES.find((item) => item.slug === slug)?.path;

  const save = async (values: EditorValues) => {
    const saved = await updatePage(slug, values);
    queryClient.setQueryData(contentKeys.adminPage(slug), saved);
    void queryClient.invalidateQueries({ queryKey: contentKeys.adminPages() });
    void queryClient.invalidateQueries({ queryKey: contentKeys.page(slug) });
  };

  return (
    <section>
      <Link
        to={ADMIN_PATHS.pages}
        className="mb-2 inline-flex min-h-11 items-center text-sm font-semibold text-brand"
      >
        {t('consoleContent.allPages')}
      </Link>
      <AdminPageHeader
        title={
          page ? t('consoleContent.editNamed', { title: page.title }) : t('consoleContent.editPage')
        }
        actions={page ? <PublishBadge published={page.isPublished} /> : undefined}
      />
      {isPending ? (
        <div aria-busy="true" className="space-y-3">
          <Skeleton className="h-11 w-full" />
          <Skeleton className="h-11 w-full" />
          <Skeleton className="h-80 w-full" />
        </div>
      ) : isError ? (
        <ErrorPanel
          message={error.message}
          onRetry={() => void refetch()}
          retrying={isRefetching}
        />
      ) : (
        <Tabs
          label={t('consoleContent.pageLanguage')}
          value={language}
          options={LANGUAGE_TABS}
          onChange={(next) => setSearchParams(next === 'en' ? {} : { language: next })}
        >
          {language === 'hi' ? (
            <PageTranslationEditor key={slug} page={page} language="hi" />
          ) : (
            <ContentEditorForm
              key={slug}
              initialValues={{
                title: page.title,
                summary: page.summary,
                body: page.body,
                isPublished: page.isPublished,
              }}
              schema={updateContentPageSchema}
              onSave={save}
              savedMessage={t('consoleContent.pageSaved')}
              actions={
                publicPath ? (
                  <a
                    href={publicPath}
                    target="_blank"
                    rel="noreferrer"
                    className="inline-flex min-h-11 items-center px-2 font-semibold text-brand underline underline-offset-2"
                  >
                    {t('consoleContent.viewPublicPage')}
                  </a>
                ) : null
              }
            />
          )}
        </Tabs>
      )}
    </section>
  );
}
