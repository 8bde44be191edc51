import type { ReactNode } from 'react';
import type { z } from 'zod';
import { useLanguage } from '../../../../lib/i18n/i18n';
import { ContentEditorForm, type EditorValues } from './content-editor-form';

interface ContentTranslationFormProps {
  /** The English item the version translates: its texts start a new version. */
  original: Pick<EditorValues, 'title' | 'summary' | 'body'>;
  existing: EditorValues | null;
  language: string;
  schema: z.ZodType;
  onSave: (values: EditorValues) => Promise<void>;
  savedMessage: string;
  /** Said above the form while the item has no version in this language. */
  notice: string;
  actions?: ReactNode;
  children?: ReactNode;
}

/**
 * The form of a page's or post's version in another language (decisions 0142, 0165): the
 * version's fields in its own language, the console's words in the reader's.
 */
export function ContentTranslationForm({
  original,
  existing,
  language,
  notice,
  children,
  ...form
}: ContentTranslationFormProps) {
  const uiLanguage = useLanguage();
  return (
    <div lang={language}>
      {existing ? null : (
        <p lang={uiLanguage} className="mb-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          {notice}
        </p>
      )}
      <ContentEditorForm
        key={existing ? 'saved' : 'new'}
        initialValues={{
          title: existing?.title ?? original.title,
          summary: existing?.summary ?? original.summary,
          body: existing?.body ?? original.body,
          isPublished: existing?.isPublished ?? false,
        }}
        {...form}
      />
      {children}
    </div>
  );
}
