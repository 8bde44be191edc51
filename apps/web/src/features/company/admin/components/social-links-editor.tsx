import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { Button } from '../../../../components/ui/button';
import { SelectField } from '../../../../components/ui/select-field';
import { TextField } from '../../../../components/ui/text-field';
import type { CompanySettings } from '@saathi/shared';
import { fieldError } from '../../../../lib/forms';
import { useConsoleSettingsT } from '../messages';
import { SOCIAL_LABEL, SOCIAL_NETWORKS, type SettingsFormValues } from './settings-form-values';

const MAX_LINKS = 8;

/** The company's social pages: a network and a web address each (a field array of the form). */
export function SocialLinksEditor({
  form,
}: {
  form: UseFormReturn<SettingsFormValues, unknown, CompanySettings>;
}) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'socialLinks' });
  const { errors } = form.formState;
  const t = useConsoleSettingsT();
  return (
    <fieldset className="space-y-3">
      <legend className="text-lg font-semibold">{t('consoleSettings.socialLinks')}</legend>
      {fields.length === 0 ? (
        <p className="text-sm text-neutral-700">{t('consoleSettings.noSocialLinks')}</p>
      ) : null}
      {fields.map((link, index) => (
        <div
          key={link.id}
          className="grid items-start gap-3 rounded-lg border border-neutral-200 p-3 sm:grid-cols-[10rem_1fr_auto]"
        >
          <SelectField
            label={t('consoleSettings.networkN', { index: index + 1 })}
            {...form.register(`socialLinks.${index}.network`)}
            error={fieldError(errors, `socialLinks.${index}.network`)}
          >
            {SOCIAL_NETWORKS.map((network) => (
              <option key={network} value={network}>
                {SOCIAL_LABEL[network]}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('consoleSettings.linkN', { index: index + 1 })}
            type="url"
            placeholder="https://"
            {...form.register(`socialLinks.${index}.url`)}
            error={fieldError(errors, `socialLinks.${index}.url`)}
          />
          <Button
            variant="ghost"
            className="text-red-700 sm:mt-6"
            aria-label={t('consoleSettings.removeLinkN', { index: index + 1 })}
            onClick={() => remove(index)}
          >
            {t('consoleSettings.remove')}
          </Button>
        </div>
      ))}
      {fields.length < MAX_LINKS ? (
        <Button variant="secondary" onClick={() => append({ network: 'facebook', url: '' })}>
          {t('consoleSettings.addSocialLink')}
        </Button>
      ) : null}
    </fieldset>
  );
}
