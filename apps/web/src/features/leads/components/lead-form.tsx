import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { createContactSchema } from '@saathi/shared';
import { PHONE_LENGTH } from '@saathi/shared/constants';
import { Button } from '../../../components/ui/button';
import { StateSelectField } from '../../../components/ui/state-select-field';
import { TextField } from '../../../components/ui/text-field';
import { applyServerErrors, digitsField, payloadResolver } from '../../../lib/forms';
import { isApiError } from '../../../lib/http';
import { useFieldMessage } from '../../../lib/i18n/field-messages';
import { useShellT } from '../../../lib/i18n/shell';
import { useCompanySettings } from '../../company';
import { CollectionNotice, useCollectionConsent } from '../../privacy-notice';
import { createLead } from '../api/create-lead';
import { useLeadT } from '../messages';

/** The fixed placeholder the form sends as the pincode (spec part 1 §9). */
export const LEAD_PINCODE = '123456';
export const THANK_YOU_MS = 5000;

const EMPTY = { name: '', state: '', mobile: '', email: '', website: '' };
type Values = typeof EMPTY;

const toPayload = (values: Values) => ({
  ...values,
  state: values.state as NonNullable<Parameters<typeof createLead>[0]['state']>,
  pincode: LEAD_PINCODE,
});
const resolver = payloadResolver(createContactSchema, toPayload);

/**
 * "Join the {company} Business", checked on submit (spec part 1 §2, §4, §5, §8), with the lead
 * form's privacy notice (decision 0143).
 */
export function LeadForm() {
  const company = useCompanySettings();
  const t = useLeadT();
  const shellT = useShellT();
  const form = useForm({ defaultValues: EMPTY, resolver });
  const { register, formState } = form;
  const { errors } = formState;
  const fieldMessage = useFieldMessage();
  const error = (field: keyof Values) => fieldMessage(errors[field]?.message);
  const [thanked, setThanked] = useState(false);
  const collection = useCollectionConsent();

  useEffect(() => {
    if (!thanked) return;
    const timer = setTimeout(() => setThanked(false), THANK_YOU_MS);
    return () => clearTimeout(timer);
  }, [thanked]);

  const submit = form.handleSubmit(async () => {
    try {
      await createLead({ ...toPayload(form.getValues()), consent: collection.consent });
      form.reset(EMPTY);
      collection.marketing.onChange(false);
      setThanked(true);
    } catch (caught) {
      applyServerErrors(form, caught);
      window.alert(
        isApiError(caught) && caught.message
          ? t('leads.failed', { error: caught.message })
          : shellT('shell.genericError'),
      );
    }
  });

  return (
    <section
      aria-labelledby="lead-form-title"
      className="rounded-2xl border border-neutral-200 bg-white p-6 shadow-sm"
    >
      <h2 id="lead-form-title" className="text-2xl font-semibold">
        {t('leads.title', { company: company.name })}
      </h2>
      {thanked ? (
        <div
          role="status"
          data-testid="lead-thank-you"
          className="mt-4 rounded-xl border border-green-300 bg-green-50 p-4 text-green-900"
        >
          <p className="text-lg font-semibold">{t('leads.thankYouTitle')}</p>
          <p className="mt-1">{t('leads.thankYouText')}</p>
        </div>
      ) : null}
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="mt-4 grid gap-4 sm:grid-cols-2"
      >
        <TextField
          label={t('leads.name')}
          autoComplete="name"
          {...register('name')}
          error={error('name')}
        />
        <StateSelectField
          label={t('leads.state')}
          placeholder={t('leads.selectState')}
          {...register('state')}
          error={error('state')}
        />
        <TextField
          label={t('leads.mobile')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={PHONE_LENGTH}
          {...digitsField(register('mobile'), PHONE_LENGTH)}
          error={error('mobile')}
        />
        <TextField
          label={t('leads.email')}
          type="email"
          autoComplete="email"
          {...register('email')}
          error={error('email')}
        />
        {/* A honeypot for bots: people never see, reach or fill it. */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label>
            Website
            <input type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
          </label>
        </div>
        <div className="sm:col-span-2">
          <CollectionNotice point="LEAD_FORM" marketing={collection.marketing} />
        </div>
        <div className="sm:col-span-2">
          <Button type="submit" busy={formState.isSubmitting} busyText={t('leads.submitting')}>
            {t('leads.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
