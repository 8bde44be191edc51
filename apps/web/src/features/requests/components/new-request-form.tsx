import { useState, type FormEvent } from 'react';
import { REQUEST_MESSAGES, requestPayloadSchemas, type SubmitRequest } from '@saathi/shared';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast-store';
import { errorMessage } from '../../../lib/error-message';
import { serverFieldErrors, validate, type FieldErrors } from '../../../lib/form-errors';
import { submitRequest } from '../api/requests';

export interface RequestKind {
  type: SubmitRequest['type'];
  title: string;
  description: string;
  field: string;
  label: string;
  inputMode?: 'email' | 'tel' | 'text';
  /** Extra payload fields (the identity change names the field it changes). */
  fixed?: Record<string, string>;
}

/** One kind of request the person may send: a field, checked with the shared schema. */
export function NewRequestForm({ kind, onSent }: { kind: RequestKind; onSent: () => void }) {
  const [value, setValue] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const payload = { ...kind.fixed, [kind.field]: value };
    const checked = validate(requestPayloadSchemas[kind.type], payload);
    if (checked.errors) return setErrors(checked.errors);
    setErrors({});
    setBusy(true);
    try {
      await submitRequest({ type: kind.type, payload: checked.data } as SubmitRequest);
      toast.success(REQUEST_MESSAGES.submitted);
      setValue('');
      onSent();
    } catch (caught) {
      setErrors(serverFieldErrors(caught));
      toast.error(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="rounded-xl border border-neutral-200 bg-white p-5"
      aria-label={kind.title}
    >
      <h3 className="font-semibold text-neutral-900">{kind.title}</h3>
      <p className="mt-1 mb-3 text-sm text-neutral-700">{kind.description}</p>
      <TextField
        label={kind.label}
        value={value}
        inputMode={kind.inputMode}
        onChange={(event) => setValue(event.target.value)}
        error={errors[kind.field] ?? errors.value}
      />
      <Button type="submit" className="mt-3" busy={busy} busyText="Sending...">
        Send request
      </Button>
    </form>
  );
}
