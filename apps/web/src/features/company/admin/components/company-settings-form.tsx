import { useForm, useWatch, type Path } from 'react-hook-form';
import { companySettingsSchema, GST_STATE_CODES, type CompanySettings } from '@saathi/shared';
import { Button } from '../../../../components/ui/button';
import { FieldGroup } from '../../../../components/ui/field-group';
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
import { useConsoleSettingsT, useSettingsFieldMessage } from '../messages';

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
  const brandColor = useWatch({ control, name: 'brandColor' });
  const t = useConsoleSettingsT();
  const fieldMessage = useSettingsFieldMessage();
  const error = (path: Path<SettingsFormValues>) =>
    fieldMessage(fieldError(formState.errors, path));

  const submit = form.handleSubmit(async (checked) => {
    try {
      await onSave(checked);
      toast.success(t('consoleSettings.saved'));
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
      hint={t('consoleSettings.addressHint')}
      {...register(path)}
      error={error(path)}
    />
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="max-w-4xl space-y-6">
      <FieldGroup title={t('consoleSettings.company')}>
        {field('name', t('consoleSettings.companyName'), { autoComplete: 'organization' })}
        {field('shortName', t('consoleSettings.shortName'), {
          hint: t('consoleSettings.shortNameHint'),
        })}
        {field('tagline', t('consoleSettings.tagline'), { className: 'sm:col-span-2' })}
        <div className="flex items-end gap-3">
          {field('brandColor', t('consoleSettings.brandColour'), {
            className: 'flex-1',
            placeholder: '#c2410c',
          })}
          <input
            type="color"
            aria-label={t('consoleSettings.pickBrandColour')}
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
        {field('foundedOn', t('consoleSettings.foundedOn'), { type: 'date' })}
        {field('logoUrl', t('consoleSettings.logoUrl'), {
          className: 'sm:col-span-2',
          hint: t('consoleSettings.logoUrlHint'),
        })}
      </FieldGroup>
      <FieldGroup title={t('consoleSettings.registration')}>
        {field('registration.cin', 'CIN')}
        {field('registration.gstin', 'GSTIN', {
          hint: t('consoleSettings.gstinHint'),
        })}
        {field('registration.pan', 'PAN')}
        <TextAreaField
          label={t('consoleSettings.declaration')}
          rows={3}
          className="sm:col-span-2"
          {...register('registration.directSellingDeclaration')}
          error={error('registration.directSellingDeclaration')}
        />
      </FieldGroup>
      <FieldGroup title={t('consoleSettings.taxInvoices')}>
        {field('invoicing.legalName', t('consoleSettings.legalName'), {
          className: 'sm:col-span-2',
          hint: t('consoleSettings.legalNameHint'),
        })}
        {addressLines('invoicing.addressLines', t('consoleSettings.registeredAddress'))}
        <SelectField
          label={t('consoleSettings.state')}
          {...register('invoicing.stateCode', { deps: ['registration.gstin'] })}
          error={error('invoicing.stateCode')}
          hint={t('consoleSettings.stateHint')}
        >
          {Object.entries(GST_STATE_CODES).map(([state, code]) => (
            <option key={code} value={code}>
              {`${state} (${code})`}
            </option>
          ))}
        </SelectField>
        {field('invoicing.invoicePrefix', t('consoleSettings.invoicePrefix'), {
          maxLength: 5,
          hint: t('consoleSettings.invoicePrefixHint'),
        })}
        {field('invoicing.creditNotePrefix', t('consoleSettings.creditNotePrefix'), {
          maxLength: 3,
          hint: t('consoleSettings.creditNotePrefixHint'),
        })}
      </FieldGroup>
      <FieldGroup title={t('consoleSettings.office')}>
        {addressLines('office.addressLines', t('consoleSettings.officeAddress'))}
        {field('office.email', t('consoleSettings.officeEmail'), { type: 'email' })}
        {phoneField('office.phone', t('consoleSettings.officePhone'))}
        {field('office.hours', t('consoleSettings.officeHours'))}
        {field('chatPhone', t('consoleSettings.chatPhone'), {
          type: 'tel',
          inputMode: 'numeric',
          maxLength: 10,
          hint: t('consoleSettings.chatPhoneHint'),
        })}
      </FieldGroup>
      <FieldGroup title={t('consoleSettings.grievanceOfficer')}>
        <p className="text-sm text-neutral-700 sm:col-span-2">
          {t('consoleSettings.grievanceOfficerText')}
        </p>
        {field('grievanceOfficer.name', t('consoleSettings.officerName'))}
        {field('grievanceOfficer.designation', t('consoleSettings.designation'))}
        {field('grievanceOfficer.email', t('consoleSettings.officerEmail'), { type: 'email' })}
        {phoneField('grievanceOfficer.phone', t('consoleSettings.officerPhone'))}
        {deadlineField(
          'grievanceDeadlines.acknowledgeHours',
          t('consoleSettings.acknowledgeHours'),
        )}
        {deadlineField('grievanceDeadlines.resolveDays', t('consoleSettings.resolveDays'))}
        {deadlineField(
          'grievanceDeadlines.acknowledgeWarnHours',
          t('consoleSettings.acknowledgeWarnHours'),
        )}
        {deadlineField('grievanceDeadlines.resolveWarnDays', t('consoleSettings.resolveWarnDays'))}
      </FieldGroup>
      <FieldGroup title={t('consoleSettings.network')}>
        <SelectField
          label={t('consoleSettings.whoHears')}
          hint={t('consoleSettings.whoHearsHint')}
          {...register('sponsorNoticeUplineDepth', { valueAsNumber: true })}
          error={error('sponsorNoticeUplineDepth')}
        >
          {UPLINE_DEPTHS.map((depth) => (
            <option key={depth} value={depth}>
              {t('consoleSettings.uplineDepth', { depth })}
            </option>
          ))}
        </SelectField>
      </FieldGroup>
      <div className="rounded-xl border border-neutral-200 bg-white p-4">
        <SocialLinksEditor form={form} />
      </div>
      <div className="flex items-center gap-3">
        <Button type="submit" busy={formState.isSubmitting} busyText={t('consoleSettings.saving')}>
          {t('consoleSettings.save')}
        </Button>
        {formState.isSubmitted && !formState.isValid ? (
          <p role="alert" className="text-sm font-semibold text-red-700">
            {t('consoleSettings.fieldsNeedAttention')}
          </p>
        ) : null}
      </div>
    </form>
  );
}
