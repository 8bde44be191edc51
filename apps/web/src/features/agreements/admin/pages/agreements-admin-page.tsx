import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { newAgreementVersionSchema } from '@saathi/shared';
import { AdminPageHeader } from '../../../../components/admin/admin-page-header';
import { Button } from '../../../../components/ui/button';
import { ErrorPanel } from '../../../../components/ui/error-panel';
import { PageSpinner } from '../../../../components/ui/spinner';
import { TextAreaField } from '../../../../components/ui/text-area-field';
import { TextField } from '../../../../components/ui/text-field';
import { toast } from '../../../../components/ui/toast';
import { applyServerErrors, payloadResolver } from '../../../../lib/forms';
import { formatDate } from '../../../../lib/format';
import { useLanguage } from '../../../../lib/i18n/i18n';
import { agreementKeys, createAgreementVersion, useAgreementVersions } from '../../api/agreements';
import { AgreementText } from '../../components/agreement-text';
import { useConsoleComplianceT } from '../messages';

const resolver = payloadResolver(newAgreementVersionSchema);

/**
 * /dashboard/agreements: the agreement's versions and a new one, effective from a day (decision
 * 0122). A version is never edited: what associates accepted stays as they read it.
 */
export default function AgreementsAdminPage() {
  const queryClient = useQueryClient();
  const t = useConsoleComplianceT();
  const language = useLanguage();
  const versions = useAgreementVersions();
  const form = useForm({
    resolver,
    defaultValues: { version: '', title: 'Direct seller agreement', body: '', effectiveFrom: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await createAgreementVersion(values);
      toast.success(t('consoleCompliance.versionSaved'));
      form.reset();
      await queryClient.invalidateQueries({ queryKey: agreementKeys.versions() });
    } catch (error) {
      toast.error(applyServerErrors(form, error));
    }
  });
  return (
    <section className="space-y-8">
      <AdminPageHeader
        title={t('consoleCompliance.agreementsTitle')}
        description={t('consoleCompliance.agreementsDescription')}
      />
      {versions.isPending ? <PageSpinner /> : null}
      {versions.isError ? <ErrorPanel onRetry={() => void versions.refetch()} /> : null}
      {versions.data?.map((version) => (
        <details key={version.id} className="rounded-lg border border-neutral-200 p-3">
          <summary className="cursor-pointer font-semibold">
            {t('consoleCompliance.versionEffective', {
              version: version.version,
              date: formatDate(version.effectiveFrom, language),
            })}
          </summary>
          <div className="mt-3">
            <AgreementText agreement={version} />
          </div>
        </details>
      ))}
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <h2 className="text-lg font-semibold">{t('consoleCompliance.newVersion')}</h2>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            label={t('consoleCompliance.version')}
            error={errors.version?.message}
            {...form.register('version')}
          />
          <TextField
            label={t('consoleCompliance.title')}
            error={errors.title?.message}
            {...form.register('title')}
          />
          <TextField
            label={t('consoleCompliance.effectiveFrom')}
            type="date"
            error={errors.effectiveFrom?.message}
            {...form.register('effectiveFrom')}
          />
        </div>
        <TextAreaField
          label={t('consoleCompliance.textMarkdown')}
          rows={16}
          error={errors.body?.message}
          {...form.register('body')}
        />
        <Button type="submit" disabled={isSubmitting}>
          {t('consoleCompliance.saveVersion')}
        </Button>
      </form>
    </section>
  );
}
