import { useState, type FormEvent, type ReactNode } from 'react';
import type { z } from 'zod';
import { Button } from '../../../../components/ui/button';
import { CheckboxField } from '../../../../components/ui/checkbox-field';
import { TextField } from '../../../../components/ui/text-field';
import { toast } from '../../../../components/ui/toast';
import { errorMessage } from '../../../../lib/error-message';
import { serverFieldErrors, validate, type FieldErrors } from '../../../../lib/form-errors';
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

/** Title, summary, Markdown with a live preview, published, Save: the page and post editor. */
export function ContentEditorForm({
  initialValues,
  schema,
  extra,
  onSave,
  before,
  actions,
  savedMessage,
}: ContentEditorFormProps) {
  const [values, setValues] = useState(initialValues);
  const [touched, setTouched] = useState<Partial<Record<keyof EditorValues, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);

  const errors = validate(schema, { ...extra, ...values }).errors ?? {};
  const error = (field: string) =>
    serverErrors[field] ?? (touched[field as keyof EditorValues] ? errors[field] : undefined);

  const change = <K extends keyof EditorValues>(field: K, value: EditorValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setTouched((current) => ({ ...current, [field]: true }));
    setServerErrors(({ [field]: _, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({ title: true, summary: true, body: true, isPublished: true });
    if (Object.keys(errors).length > 0) return;
    setSaving(true);
    try {
      await onSave(values);
      toast.success(savedMessage);
    } catch (caught) {
      setServerErrors(serverFieldErrors(caught));
      toast.error(errorMessage(caught));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      {before}
      <TextField
        label="Title"
        value={values.title}
        onChange={(event) => change('title', event.target.value)}
        error={error('title')}
      />
      <TextField
        label="Summary"
        value={values.summary}
        onChange={(event) => change('summary', event.target.value)}
        error={error('summary')}
      />
      <MarkdownEditor
        value={values.body}
        onChange={(body) => change('body', body)}
        error={error('body')}
      />
      <CheckboxField
        label="Published"
        checked={values.isPublished}
        onChange={(event) => change('isPublished', event.target.checked)}
      />
      <p className="text-sm text-neutral-700">
        {values.isPublished
          ? 'Visitors can see it once saved.'
          : 'A draft: only admins can see it until it is published.'}
      </p>
      <div className="flex flex-wrap items-center gap-3 border-t border-neutral-200 pt-4">
        <Button type="submit" busy={saving} busyText="Saving...">
          Save
        </Button>
        {actions}
      </div>
    </form>
  );
}
