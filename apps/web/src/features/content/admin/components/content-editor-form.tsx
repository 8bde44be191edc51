import type { ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../../components/ui/button';
import { CheckboxField } from '../../../../components/ui/checkbox-field';
import { TextField } from '../../../../components/ui/text-field';
import { toast } from '../../../../components/ui/toast';
import { applyServerErrors, payloadResolver } from '../../../../lib/forms';
import { useConsoleContentT, useContentFieldMessage } from '../messages';
import { MarkdownEditor } from './markdown-editor';

export interface EditorValues {
  title: string;
  summary: string;
  body: string;
  isPublished: boolean;
}

interface ContentEditorFormProps {
  initialValues: EditorValues;
  /** The shared schema that checks what is saved (with any extra fields merged in). */
  schema: z.ZodType;
  extra?: Record<string, unknown>;
  /** Saves; a rejection keeps everything typed, with the server's message. */
  onSave: (values: EditorValues) => Promise<void>;
  /** Fields above the title (e.g. blog or news). */
  before?: ReactNode;
  /** Links beside the Save button (e.g. view the public page). */
  actions?: ReactNode;
  savedMessage: string;
}

/**
 * Title, summary, Markdown with a live preview, published, Save: the page and post editor,
 * checked as typed.
 */
export function ContentEditorForm({
  initialValues,
  schema,
  extra,
  onSave,
  before,
  actions,
  savedMessage,
}: ContentEditorFormProps) {
  const form = useForm({
    defaultValues: initialValues,
    resolver: payloadResolver(schema, (values: EditorValues) => ({ ...extra, ...values })),
    mode: 'onChange',
  });
  const { register, formState, control } = form;
  const t = useConsoleContentT();
  const fieldMessage = useContentFieldMessage();
  const { errors } = formState;
  const isPublished = useWatch({ control, name: 'isPublished' });

  const submit = form.handleSubmit(async () => {
    try {
      await onSave(form.getValues());
      toast.success(savedMessage);
    } catch (caught) {
      toast.error(applyServerErrors(form, caught));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      {before}
      <TextField
        label={t('consoleContent.title')}
        {...register('title')}
        error={fieldMessage(errors.title?.message)}
      />
      <TextField
        label={t('consoleContent.summary')}
        {...register('summary')}
        error={fieldMessage(errors.summary?.message)}
      />
      <Controller
        control={control}
        name="body"
        render={({ field }) => (
          <MarkdownEditor
            ref={field.ref}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldMessage(errors.body?.message)}
          />
        )}
      />
      <CheckboxField label={t('consoleContent.published')} {...register('isPublished')} />
      <p className="text-sm text-neutral-700">
        {t(isPublished ? 'consoleContent.visibleOnceSaved' : 'consoleContent.draftHint')}
      </p>
      <div className="flex flex-wrap items-center gap-3 border-t border-neutral-200 pt-4">
        <Button type="submit" busy={formState.isSubmitting} busyText={t('consoleContent.saving')}>
          {t('consoleContent.save')}
        </Button>
        {actions}
      </div>
    </form>
  );
}
