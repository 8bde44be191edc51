import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { LANGUAGES, updateContentPageSchema, type ContentPage } from '@saathi/shared';
import { Button } from '../../../../components/ui/button';
import { ConsoleConfirmDialog } from '../../../../components/admin/console-confirm-dialog';
import { ErrorPanel } from '../../../../components/ui/error-panel';
import { Skeleton } from '../../../../components/ui/skeleton';
import { toast } from '../../../../components/ui/toast';
import { errorMessage } from '../../../../lib/error-message';
import { useLanguage } from '../../../../lib/i18n/i18n';
import {
  deletePageTranslation,
  savePageTranslation,
  useAdminPageTranslation,
} from '../../api/page-translations';
import { contentKeys } from '../../query-keys';
import { useConsoleContentT } from '../messages';
import { ContentEditorForm, type EditorValues } from './content-editor-form';

interface PageTranslationEditorProps {
  page: ContentPage;
  language: 'hi';
}

/**
 * A page's version in another language, published on its own: readers of that language see it
 * while both it and the page are published, the English otherwise (decision 0142).
 */
export function PageTranslationEditor({ page, language }: PageTranslationEditorProps) {
  const queryClient = useQueryClient();
  const translation = useAdminPageTranslation(page.slug, language);
  const [isConfirming, setConfirming] = useState(false);
  const [isRemoving, setRemoving] = useState(false);
  const name = LANGUAGES[language].name;
  const t = useConsoleContentT();
  // The console's own words are in the reader's language, the version's fields in its own.
  const uiLanguage = useLanguage();

  const refreshReaders = () =>
    void queryClient.invalidateQueries({ queryKey: contentKeys.page(page.slug) });
  const save = async (values: EditorValues) => {
    const saved = await savePageTranslation(page.slug, language, values);
    queryClient.setQueryData(contentKeys.adminTranslation(page.slug, language), saved);
    refreshReaders();
  };
  const remove = async () => {
    setRemoving(true);
    try {
      await deletePageTranslation(page.slug, language);
      queryClient.setQueryData(contentKeys.adminTranslation(page.slug, language), null);
      refreshReaders();
      toast.success(t('consoleContent.versionRemoved', { name }));
      setConfirming(false);
    } catch (caught) {
      toast.error(errorMessage(caught));
    } finally {
      setRemoving(false);
    }
  };

  if (translation.isPending) return <Skeleton className="h-80 w-full" />;
  if (translation.isError) {
    return (
      <ErrorPanel
        message={translation.error.message}
        onRetry={() => void translation.refetch()}
        retrying={translation.isRefetching}
      />
    );
  }
  const existing = translation.data;
  return (
    <div lang={language}>
      {existing ? null : (
        <p lang={uiLanguage} className="mb-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          {t('consoleContent.noVersion', { name })}
        </p>
      )}
      <ContentEditorForm
        key={existing ? 'saved' : 'new'}
        initialValues={{
          title: existing?.title ?? page.title,
          summary: existing?.summary ?? page.summary,
          body: existing?.body ?? page.body,
          isPublished: existing?.isPublished ?? false,
        }}
        schema={updateContentPageSchema}
        onSave={save}
        savedMessage={t('consoleContent.versionSaved', { name })}
        actions={
          existing ? (
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              {t('consoleContent.removeVersion', { name })}
            </Button>
          ) : null
        }
      />
      <ConsoleConfirmDialog
        open={isConfirming}
        title={t('consoleContent.removeVersionTitle', { name, title: page.title })}
        confirmLabel={t('consoleContent.remove')}
        busyLabel={t('consoleContent.removing')}
        busy={isRemoving}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      >
        {t('consoleContent.removeVersionText', { name })}
      </ConsoleConfirmDialog>
    </div>
  );
}
