import { LANGUAGES, updateContentPageSchema, type ContentPage } from '@saathi/shared';
import { Button } from '../../../../components/ui/button';
import { ConsoleConfirmDialog } from '../../../../components/admin/console-confirm-dialog';
import { TranslationEditor } from '../../../../components/admin/translation-editor';
import { useConfirmedRemoval } from '../../../../components/admin/use-confirmed-removal';
import { toast } from '../../../../components/ui/toast';
import {
  deletePageTranslation,
  savePageTranslation,
  useAdminPageTranslation,
} from '../../api/page-translations';
import { contentKeys } from '../../query-keys';
import { useConsoleContentT } from '../messages';
import { type EditorValues } from './content-editor-form';
import { ContentTranslationForm } from './content-translation-form';

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
        <ContentTranslationForm
          original={page}
          existing={existing}
          language={language}
          notice={t('consoleContent.noVersion', { name })}
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
        >
          <ConsoleConfirmDialog
            {...removal.dialog}
            title={t('consoleContent.removeVersionTitle', { name, title: page.title })}
            confirmLabel={t('consoleContent.remove')}
            busyLabel={t('consoleContent.removing')}
          >
            {t('consoleContent.removeVersionText', { name })}
          </ConsoleConfirmDialog>
        </ContentTranslationForm>
      )}
    </TranslationEditor>
  );
}
