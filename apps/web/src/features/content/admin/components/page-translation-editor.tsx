import { LANGUAGES, updateContentPageSchema, type ContentPage } from '@saathi/shared';
import { Button } from '../../../../components/ui/button';
import { ConsoleConfirmDialog } from '../../../../components/admin/console-confirm-dialog';
import { TranslationEditor } from '../../../../components/admin/translation-editor';
import { useConfirmedRemoval } from '../../../../components/admin/use-confirmed-removal';
import { toast } from '../../../../components/ui/toast';
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
  const translation = useAdminPageTranslation(page.slug, language);
  const name = LANGUAGES[language].name;
  const t = useConsoleContentT();
  // The console's own words are in the reader's language, the version's fields in its own.
  const uiLanguage = useLanguage();

  // Asked first, with the editor's removal to run; a failed one leaves the question open.
  const removal = useConfirmedRemoval(
    async (remove: () => Promise<void>) => {
      await remove();
      toast.success(t('consoleContent.versionRemoved', { name }));
    },
    { keepOnFailure: true },
  );

  return (
    <TranslationEditor
      translation={translation}
      translationKey={contentKeys.adminTranslation(page.slug, language)}
      readerKeys={[contentKeys.page(page.slug)]}
      onSave={(values: EditorValues) => savePageTranslation(page.slug, language, values)}
      onRemove={() => deletePageTranslation(page.slug, language)}
      skeleton="h-80 w-full"
    >
      {({ existing, save, remove }) => (
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
                <Button variant="secondary" onClick={() => removal.ask(remove)}>
                  {t('consoleContent.removeVersion', { name })}
                </Button>
              ) : null
            }
          />
          <ConsoleConfirmDialog
            {...removal.dialog}
            title={t('consoleContent.removeVersionTitle', { name, title: page.title })}
            confirmLabel={t('consoleContent.remove')}
            busyLabel={t('consoleContent.removing')}
          >
            {t('consoleContent.removeVersionText', { name })}
          </ConsoleConfirmDialog>
        </div>
      )}
    </TranslationEditor>
  );
}
