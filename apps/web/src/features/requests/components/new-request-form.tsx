import { useForm } from 'react-hook-form';
import { requestPayloadSchemas, type SubmitRequest } from '@saathi/shared';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast';
import { applyServerErrors, payloadResolver } from '../../../lib/forms';
import { useFieldMessage } from '../../../lib/i18n/field-messages';
import { submitRequest } from '../api/requests';
import { useRequestsT } from '../messages';

export interface RequestKind {
  /**
   * The kinds asked with one typed field: a return is asked from its order's page, KYC and
   * withdrawals from Earnings & payouts (wallet).
   */
  type: Exclude<SubmitRequest['type'], 'RETURN' | 'KYC' | 'PAYOUT'>;
  title: string;
  description: string;
  /** The payload's field the person types (the form names its box after it). */
  field: string;
  label: string;
  inputMode?: 'email' | 'tel' | 'text';
  /** Extra payload fields (the identity change names the field it changes). */
  fixed?: Record<string, string>;
}

type Values = Record<string, string>;

/** One kind of request the person may send: a field, checked with the shared payload schema. */
export function NewRequestForm({ kind, onSent }: { kind: RequestKind; onSent: () => void }) {
  const t = useRequestsT();
  const fieldMessage = useFieldMessage();
  const toPayload = (values: Values) => ({ ...kind.fixed, [kind.field]: values[kind.field] });
  const form = useForm<Values>({
    defaultValues: { [kind.field]: '' },
    resolver: payloadResolver(requestPayloadSchemas[kind.type], toPayload),
  });
  const { formState } = form;

  const submit = form.handleSubmit(async (payload) => {
    try {
      await submitRequest({ type: kind.type, payload } as SubmitRequest);
      toast.success(t('requests.submitted'));
      form.reset();
      onSent();
    } catch (caught) {
      // The server names the payload's fields as payload.<field>.
      toast.error(
        applyServerErrors(form, caught, { rename: (path) => path.replace(/^payload\./, '') }),
      );
    }
  });

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
        inputMode={kind.inputMode}
        {...form.register(kind.field)}
        error={fieldMessage(formState.errors[kind.field]?.message)}
      />
      <div className="mt-3 space-y-3">
        <FormMessage message={formState.errors.root?.server?.message} />
        <Button type="submit" busy={formState.isSubmitting} busyText={t('requests.sending')}>
          {t('requests.send')}
        </Button>
      </div>
    </form>
  );
}
