import { useState, type FormEvent, type ReactNode } from 'react';
import { companySettingsSchema, type CompanySettings } from '@saathi/shared';
import { Button } from '../../../../components/ui/button';
import { TextAreaField } from '../../../../components/ui/text-area-field';
import { TextField } from '../../../../components/ui/text-field';
import { toast } from '../../../../components/ui/toast';
import { digitsOnly } from '../../../../lib/digits';
import { errorMessage } from '../../../../lib/error-message';
import {
  issuesToPathErrors,
  serverFieldErrors,
  type FieldErrors,
} from '../../../../lib/form-errors';
import {
  settingsToValues,
  valuesToSettings,
  type SettingsFormValues,
} from './settings-form-values';
import { SocialLinksEditor } from './social-links-editor';

type Registration = SettingsFormValues['registration'];
type Office = SettingsFormValues['office'];
type TopField =
  'name' | 'shortName' | 'tagline' | 'brandColor' | 'logoUrl' | 'chatPhone' | 'foundedOn';

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 rounded-xl border border-neutral-200 bg-white p-4 sm:grid-cols-2">
      <legend className="px-1 text-lg font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}

interface CompanySettingsFormProps {
  settings: CompanySettings;
  onSave: (settings: CompanySettings) => Promise<void>;
}

/** Every company setting, checked with the shared schema as it is typed. */
export function CompanySettingsForm({ settings, onSave }: CompanySettingsFormProps) {
  const [values, setValues] = useState(() => settingsToValues(settings));
  const [touched, setTouched] = useState<Set<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);

  const candidate = valuesToSettings(values);
  const result = companySettingsSchema.safeParse(candidate);
  const errors = result.success ? {} : issuesToPathErrors(result.error.issues);
  const error = (path: string) => {
    if (serverErrors[path]) return serverErrors[path];
    if (!submitted && !touched.has(path)) return undefined;
    return errors[path] ?? Object.entries(errors).find(([key]) => key.startsWith(`${path}.`))?.[1];
  };

  const mark = (path: string) => {
    setTouched((current) => new Set(current).add(path));
    setServerErrors(({ [path]: _, ...rest }) => rest);
  };
  const setTop = (field: TopField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    mark(field);
  };
  const setRegistration = (field: keyof Registration, value: string) => {
    setValues((current) => ({
      ...current,
      registration: { ...current.registration, [field]: value },
    }));
    mark(`registration.${field}`);
  };
  const setOffice = (field: keyof Office, value: string) => {
    setValues((current) => ({ ...current, office: { ...current.office, [field]: value } }));
    mark(`office.${field}`);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!result.success) return;
    setSaving(true);
    try {
      await onSave(result.data);
      toast.success('Company settings saved');
    } catch (caught) {
      setServerErrors(serverFieldErrors(caught));
      toast.error(errorMessage(caught));
    } finally {
      setSaving(false);
    }
  };

  const top = (
    field: TopField,
    label: string,
    extra: Partial<Parameters<typeof TextField>[0]> = {},
  ) => (
    <TextField
      label={label}
      value={values[field]}
      onChange={(event) => setTop(field, event.target.value)}
      error={error(field)}
      {...extra}
    />
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="max-w-4xl space-y-6">
      <Group title="Company">
        {top('name', 'Company name', { autoComplete: 'organization' })}
        {top('shortName', 'Short name', { hint: 'Shown in the logo badge, e.g. PGM.' })}
        {top('tagline', 'Tagline', { className: 'sm:col-span-2' })}
        <div className="flex items-end gap-3">
          {top('brandColor', 'Brand colour', { className: 'flex-1', placeholder: '#c2410c' })}
          <input
            type="color"
            aria-label="Pick the brand colour"
            value={/^#[0-9a-f]{6}$/i.test(values.brandColor) ? values.brandColor : '#000000'}
            onChange={(event) => setTop('brandColor', event.target.value)}
            className="mb-0.5 h-11 w-14 cursor-pointer rounded-lg border border-neutral-300 bg-white"
          />
        </div>
        {top('foundedOn', 'Founded on', { type: 'date' })}
        {top('logoUrl', 'Logo URL', {
          className: 'sm:col-span-2',
          hint: 'Leave empty to show the short name in a badge.',
        })}
      </Group>
      <Group title="Registration">
        <TextField
          label="CIN"
          value={values.registration.cin}
          onChange={(event) => setRegistration('cin', event.target.value)}
          error={error('registration.cin')}
        />
        <TextField
          label="GSTIN"
          value={values.registration.gstin}
          onChange={(event) => setRegistration('gstin', event.target.value)}
          error={error('registration.gstin')}
        />
        <TextField
          label="PAN"
          value={values.registration.pan}
          onChange={(event) => setRegistration('pan', event.target.value)}
          error={error('registration.pan')}
        />
        <TextAreaField
          label="Direct selling declaration"
          rows={3}
          className="sm:col-span-2"
          value={values.registration.directSellingDeclaration}
          onChange={(event) => setRegistration('directSellingDeclaration', event.target.value)}
          error={error('registration.directSellingDeclaration')}
        />
      </Group>
      <Group title="Office">
        <TextAreaField
          label="Office address"
          rows={3}
          className="sm:col-span-2"
          hint="One line each, up to 5 lines."
          value={values.office.addressLines}
          onChange={(event) => setOffice('addressLines', event.target.value)}
          error={error('office.addressLines')}
        />
        <TextField
          label="Office email"
          type="email"
          value={values.office.email}
          onChange={(event) => setOffice('email', event.target.value)}
          error={error('office.email')}
        />
        <TextField
          label="Office phone"
          type="tel"
          inputMode="numeric"
          maxLength={10}
          value={values.office.phone}
          onChange={(event) => setOffice('phone', digitsOnly(event.target.value))}
          error={error('office.phone')}
        />
        <TextField
          label="Office hours"
          value={values.office.hours}
          onChange={(event) => setOffice('hours', event.target.value)}
          error={error('office.hours')}
        />
        {top('chatPhone', 'Chat phone', {
          type: 'tel',
          inputMode: 'numeric',
          maxLength: 10,
          hint: 'The floating chat button opens a conversation with this number.',
        })}
      </Group>
      <div className="rounded-xl border border-neutral-200 bg-white p-4">
        <SocialLinksEditor
          links={values.socialLinks}
          onChange={(socialLinks) => {
            setValues((current) => ({ ...current, socialLinks }));
            mark('socialLinks');
          }}
          error={(path) =>
            serverErrors[path] ??
            (submitted || touched.has('socialLinks') ? errors[path] : undefined)
          }
        />
      </div>
      <div className="flex items-center gap-3">
        <Button type="submit" busy={saving} busyText="Saving...">
          Save
        </Button>
        {submitted && !result.success ? (
          <p role="alert" className="text-sm font-semibold text-red-700">
            Some fields need attention.
          </p>
        ) : null}
      </div>
    </form>
  );
}
