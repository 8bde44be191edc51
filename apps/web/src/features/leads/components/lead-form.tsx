import { useEffect, useState, type FormEvent } from 'react';
import type { INDIAN_STATES } from '@saathi/shared';
import { createContactSchema } from '@saathi/shared';
import { MESSAGES } from '@saathi/shared/messages';
import { PHONE_LENGTH } from '@saathi/shared/constants';
import { Button } from '../../../components/ui/button';
import { StateSelectField } from '../../../components/ui/state-select-field';
import { TextField } from '../../../components/ui/text-field';
import { digitsOnly } from '../../../lib/digits';
import { serverFieldErrors, validate, type FieldErrors } from '../../../lib/form-errors';
import { isApiError } from '../../../lib/http';
import { useCompanySettings } from '../../company';
import { createLead } from '../api/create-lead';

/** The fixed placeholder the form sends as the pincode (spec part 1 §9). */
export const LEAD_PINCODE = '123456';
export const THANK_YOU_MS = 5000;

const EMPTY = { name: '', state: '', mobile: '', email: '', website: '' };
type Values = typeof EMPTY;

/** "Join the {company} Business" (spec part 1 §2, §4, §5, §8). */
export function LeadForm() {
  const company = useCompanySettings();
  const [values, setValues] = useState<Values>(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [thanked, setThanked] = useState(false);

  useEffect(() => {
    if (!thanked) return;
    const timer = setTimeout(() => setThanked(false), THANK_YOU_MS);
    return () => clearTimeout(timer);
  }, [thanked]);

  const payload = { ...values, pincode: LEAD_PINCODE };
  const errors = submitted ? (validate(createContactSchema, payload).errors ?? {}) : {};
  const error = (field: keyof Values) => serverErrors[field] ?? errors[field];

  const change = (field: keyof Values, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors(({ [field]: _, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (validate(createContactSchema, payload).errors) return;
    setBusy(true);
    try {
      await createLead({ ...payload, state: payload.state as (typeof INDIAN_STATES)[number] | '' });
      setValues(EMPTY);
      setSubmitted(false);
      setThanked(true);
    } catch (caught) {
      setServerErrors(serverFieldErrors(caught));
      window.alert(
        isApiError(caught) && caught.message
          ? MESSAGES.lead.failed(caught.message)
          : MESSAGES.common.genericError,
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      aria-labelledby="lead-form-title"
      className="rounded-2xl border border-neutral-200 bg-white p-6 shadow-sm"
    >
      <h2 id="lead-form-title" className="text-2xl font-semibold">
        {MESSAGES.lead.title(company.name)}
      </h2>
      {thanked ? (
        <div
          role="status"
          data-testid="lead-thank-you"
          className="mt-4 rounded-xl border border-green-300 bg-green-50 p-4 text-green-900"
        >
          <p className="text-lg font-semibold">{MESSAGES.lead.thankYouTitle}</p>
          <p className="mt-1">{MESSAGES.lead.thankYouText}</p>
        </div>
      ) : null}
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="mt-4 grid gap-4 sm:grid-cols-2"
      >
        <TextField
          label="Name"
          autoComplete="name"
          value={values.name}
          onChange={(event) => change('name', event.target.value)}
          error={error('name')}
        />
        <StateSelectField
          value={values.state}
          onChange={(event) => change('state', event.target.value)}
          error={error('state')}
        />
        <TextField
          label="Mobile Number"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={PHONE_LENGTH}
          value={values.mobile}
          onChange={(event) => change('mobile', digitsOnly(event.target.value, PHONE_LENGTH))}
          error={error('mobile')}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={(event) => change('email', event.target.value)}
          error={error('email')}
        />
        {/* A honeypot for bots: people never see, reach or fill it. */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label>
            Website
            <input
              type="text"
              name="website"
              tabIndex={-1}
              autoComplete="off"
              value={values.website}
              onChange={(event) => change('website', event.target.value)}
            />
          </label>
        </div>
        <div className="sm:col-span-2">
          <Button type="submit" busy={busy} busyText={MESSAGES.lead.submitting}>
            {MESSAGES.lead.submit}
          </Button>
        </div>
      </form>
    </section>
  );
}
