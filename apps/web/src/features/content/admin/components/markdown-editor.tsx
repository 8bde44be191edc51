import { useDeferredValue, type Ref } from 'react';
import { TextAreaField } from '../../../../components/ui/text-area-field';
import { MarkdownBody } from '../../../../components/ui/markdown';
import { useConsoleContentT } from '../messages';

interface MarkdownEditorProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  /** The source box (a form focuses it when its message shows). */
  ref?: Ref<HTMLTextAreaElement>;
}

/** The Markdown source and its live preview side by side, rendered as the public page does. */
export function MarkdownEditor({ value, onChange, onBlur, error, ref }: MarkdownEditorProps) {
  // Typing stays quick on long pages: the preview may trail by a frame.
  const preview = useDeferredValue(value);
  const t = useConsoleContentT();
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <TextAreaField
        label={t('consoleContent.markdown')}
        rows={20}
        ref={ref}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        error={error}
        hint={t('consoleContent.markdownHint')}
        className="[&_textarea]:font-mono [&_textarea]:text-sm"
      />
      <section aria-label={t('consoleContent.preview')} className="min-w-0">
        <p className="mb-1 text-sm font-semibold text-neutral-800">{t('consoleContent.preview')}</p>
        <div
          data-testid="markdown-preview"
          className="max-h-[36rem] min-h-[10rem] overflow-auto rounded-lg border border-neutral-200 bg-white p-4"
        >
          {preview.trim() ? (
            <MarkdownBody source={preview} />
          ) : (
            <p className="text-neutral-600">{t('consoleContent.previewEmpty')}</p>
          )}
        </div>
      </section>
    </div>
  );
}
