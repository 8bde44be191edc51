import type { ReactNode } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { companySettingsSchema, GST_STATE_CODES, type CompanySettings } from '@saathi/shared';
import { Button } from '../../../../components/ui/button';
import { SelectField } from '../../../../components/ui/select-field';
import { TextAreaField } from '../../../../components/ui/text-area-field';
import { TextField } from '../../../../components/ui/text-field';
import { toast } from '../../../../components/ui/toast';
import { applyServerErrors, digitsField, fieldError, payloadResolver } from '../../../../lib/forms';
import {
  settingsToValues,
  valuesToSettings,
  type SettingsFormValues,
} from './settings-form-values';
import { SocialLinksEditor } from './social-links-editor';

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

const resolver = payloadResolver(companySettingsSchema, valuesToSettings);
const COLOUR = /^#[0-9a-f]{6}$/i;
const UPLINE_DEPTHS = [0, 1, 2, 3, 4, 5] as const;

/** Every company setting, checked with the shared schema as it is typed. */
export function CompanySettingsForm({ settings, onSave }: CompanySettingsFormProps) {
  const form = useForm({
    defaultValues: settingsToValues(settings),
    resolver,
    mode: 'onChange',
  });
  const { register, formState, control } = form;
  const error = (path: Path<SettingsFormValues>) => fieldError(formState.errors, path);
  const brandColor = useWatch({ control, name: 'brandColor' });

  const submit = form.handleSubmit(async (checked) => {
    try {
      await onSave(checked);
      toast.success('Company settings saved');
    } catch (caught) {
      toast.error(applyServerErrors(form, caught));
    }
  });

  const field = (
    path: Path<SettingsFormValues>,
    label: string,
    extra: Partial<Parameters<typeof TextField>[0]> = {},
  ) => <TextField label={label} {...register(path)} error={error(path)} {...extra} />;

  const phoneField = (path: 'office.phone' | 'grievanceOfficer.phone', label: string) => (
    <TextField
      label={label}
      type="tel"
      inputMode="numeric"
      maxLength={10}
      {...digitsField(register(path))}
      error={error(path)}
    />
  );

  // The rules allow at most 48 hours and one month (decision 0126).
  const deadlineField = (
    path: `grievanceDeadlines.${keyof CompanySettings['grievanceDeadlines']}`,
    label: string,
  ) => (
    <TextField
      label={label}
      type="number"
      inputMode="numeric"
      {...register(path, { valueAsNumber: true })}
      error={error(path)}
    />
  );

  const addressLines = (path: 'office.addressLines' | 'invoicing.addressLines', label: string) => (
    <TextAreaField
      label={label}
      rows={3}
      className="sm:col-span-2"
      hint="One line each, up to 5 lines."
      {...register(path)}
      error={error(path)}
    />
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="max-w-4xl space-y-6">
      <Group title="Company">
        {field('name', 'Company name', { autoComplete: 'organization' })}
        {field('shortName', 'Short name', { hint: 'Shown in the logo badge, e.g. PGM.' })}
        {field('tagline', 'Tagline', { className: 'sm:col-span-2' })}
        <div className="flex items-end gap-3">
          {field('brandColor', 'Brand colour', { className: 'flex-1', placeholder: '#c2410c' })}
          <input
            type="color"
            aria-label="Pick the brand colour"
            value={COLOUR.test(brandColor) ? brandColor : '#000000'}
            onChange={(event) =>
              form.setValue('brandColor', event.target.value, {
                shouldDirty: true,
                shouldValidate: true,
              })
            }
            className="mb-0.5 h-11 w-14 cursor-pointer rounded-lg border border-neutral-300 bg-white"
          />
        </div>
        {field('foundedOn', 'Founded on', { type: 'date' })}
        {field('logoUrl', 'Logo URL', {
          className: 'sm:col-span-2',
          hint: 'Leave empty to show the short name in a badge.',
        })}
      </Group>
      <Group title="Registration">
        {field('registration.cin', 'CIN')}
        {field('registration.gstin', 'GSTIN', {
          hint: '15 characters; its check character is verified.',
        })}
        {field('registration.pan', 'PAN')}
        <TextAreaField
          label="Direct selling declaration"
          rows={3}
          className="sm:col-span-2"
          {...register('registration.directSellingDeclaration')}
          error={error('registration.directSellingDeclaration')}
        />
      </Group>
      <Group title="Tax invoices">
        {field('invoicing.legalName', 'Legal name', {
          className: 'sm:col-span-2',
          hint: 'As registered for GST; printed as the supplier on every invoice.',
        })}
        {addressLines('invoicing.addressLines', 'Registered address')}
        <SelectField
          label="State (GST code)"
          {...register('invoicing.stateCode', { deps: ['registration.gstin'] })}
          error={error('invoicing.stateCode')}
          hint="The GSTIN must start with this code."
        >
          {Object.entries(GST_STATE_CODES).map(([state, code]) => (
            <option key={code} value={code}>
              {`${state} (${code})`}
            </option>
          ))}
        </SelectField>
        {field('invoicing.invoicePrefix', 'Invoice serial prefix', {
          maxLength: 5,
          hint: 'PGM gives PGM/26-27/000123.',
        })}
        {field('invoicing.creditNotePrefix', 'Credit note serial prefix', {
          maxLength: 3,
          hint: 'PGM gives PGMCN/26-27/0012.',
        })}
      </Group>
      <Group title="Office">
        {addressLines('office.addressLines', 'Office address')}
        {field('office.email', 'Office email', { type: 'email' })}
        {phoneField('office.phone', 'Office phone')}
        {field('office.hours', 'Office hours')}
        {field('chatPhone', 'Chat phone', {
          type: 'tel',
          inputMode: 'numeric',
          maxLength: 10,
          hint: 'The floating chat button opens a conversation with this number.',
        })}
      </Group>
      <Group title="Grievance officer">
        <p className="text-sm text-neutral-700 sm:col-span-2">
          Shown with the seller&rsquo;s details on every product page.
        </p>
        {field('grievanceOfficer.name', 'Officer’s name')}
        {field('grievanceOfficer.designation', 'Designation')}
        {field('grievanceOfficer.email', 'Officer’s email', { type: 'email' })}
        {phoneField('grievanceOfficer.phone', 'Officer’s phone')}
        {deadlineField('grievanceDeadlines.acknowledgeHours', 'Acknowledge within (hours)')}
        {deadlineField('grievanceDeadlines.resolveDays', 'Resolve within (days)')}
        {deadlineField(
          'grievanceDeadlines.acknowledgeWarnHours',
          'Warn before acknowledgement (hours)',
        )}
        {deadlineField('grievanceDeadlines.resolveWarnDays', 'Warn before resolution (days)')}
      </Group>
      <Group title="Network">
        <SelectField
          label="Who hears of a join or a rank"
          hint="The sponsor, and this many levels of the sponsor's upline (decision 0134)."
          {...register('sponsorNoticeUplineDepth', { valueAsNumber: true })}
          error={error('sponsorNoticeUplineDepth')}
        >
          {UPLINE_DEPTHS.map((depth) => (
            <option key={depth} value={depth}>
              {depth === 0
                ? 'The sponsor only'
                : `The sponsor and ${depth} upline level${depth > 1 ? 's' : ''}`}
            </option>
          ))}
        </SelectField>
      </Group>
      <div className="rounded-xl border border-neutral-200 bg-white p-4">
        <SocialLinksEditor form={form} />
      </div>
      <div className="flex items-center gap-3">
        <Button type="submit" busy={formState.isSubmitting} busyText="Saving...">
          Save
        </Button>
        {formState.isSubmitted && !formState.isValid ? (
          <p role="alert" className="text-sm font-semibold text-red-700">
            Some fields need attention.
          </p>
        ) : null}
      </div>
    </form>
  );
}
