import { useEffect, useState, type RefObject } from 'react';
import { toast } from '../../../../components/ui/toast';
import { errorMessage } from '../../../../lib/error-message';
import { serverFieldErrors, type FieldErrors } from '../../../../lib/form-errors';

const sameKeys = (errors: FieldErrors) => errors;

/**
 * The submit bookkeeping of a console form checked with a shared schema: how many submits were
 * refused (messages show from the first; focus moves to the first invalid field so a screen
 * reader reads its label and message) and the server's messages per field, under the form's
 * keys (`toFormErrors` renames the server's where they differ). A failed save keeps the form as
 * typed and shows the server's message; when it names no field, `saveMessage` holds it too.
 */
export function useCheckedForm(
  form: RefObject<HTMLFormElement | null>,
  toFormErrors: (errors: FieldErrors) => FieldErrors = sameKeys,
) {
  const [attempt, setAttempt] = useState(0);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [saveMessage, setSaveMessage] = useState<string | null>(null);

  useEffect(() => {
    if (attempt > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form, attempt]);

  const refuse = () => setAttempt((count) => count + 1);
  return {
    submitted: attempt > 0,
    serverErrors,
    saveMessage,
    refuse: () => {
      setSaveMessage(null);
      refuse();
    },
    clearServerError: (field: string) => setServerErrors(({ [field]: _, ...rest }) => rest),
    save: async (send: () => Promise<void>) => {
      setSaveMessage(null);
      try {
        await send();
      } catch (caught) {
        const fields = toFormErrors(serverFieldErrors(caught));
        setServerErrors(fields);
        setSaveMessage(Object.keys(fields).length > 0 ? null : errorMessage(caught));
        refuse();
        toast.error(errorMessage(caught));
      }
    },
  };
}
