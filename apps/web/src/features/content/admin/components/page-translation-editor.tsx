import { useState } from 'react';
import { LANGUAGES, updateContentPageSchema, type ContentPage } from '@saathi/shared';
import { Button } from '../../../../components/ui/button';
import { ConsoleConfirmDialog } from '../../../../components/admin/console-confirm-dialog';
import { TranslationEditor } from '../../../../components/admin/translation-editor';
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
  const translation = useAdminPageTranslation(page.slug, language);
  const [isConfirming, setConfirming] = useState(false);
  const [isRemoving, setRemoving] = useState(false);
  const name = LANGUAGES[language].name;
  const t = useConsoleContentT();
  // The console's own words are in the reader's language, the version's fields in its own.
  const uiLanguage = useLanguage();

  // The removal's question and toasts; the editor keeps the version and refreshes the page.
  const confirmRemove = async (remove: () => Promise<void>) => {
    setRemoving(true);
    try {
      await remove();
      toast.success(t('consoleContent.versionRemoved', { name }));
      setConfirming(false);
    } catch (caught) {
      toast.error(errorMessage(caught));
    } finally {
      setRemoving(false);
    }
  };

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
            onConfirm={() => void confirmRemove(remove)}
            onCancel={() => setConfirming(false)}
          >
            {t('consoleContent.removeVersionText', { name })}
          </ConsoleConfirmDialog>
        </div>
      )}
    </TranslationEditor>
  );
}
