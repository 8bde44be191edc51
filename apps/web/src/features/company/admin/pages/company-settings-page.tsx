import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CompanySettings } from '@saathi/shared';
import { AdminPageHeader } from '../../../../components/admin/admin-page-header';
import { ErrorPanel } from '../../../../components/ui/error-panel';
import { Skeleton } from '../../../../components/ui/skeleton';
import { getCompanySettings, setCompanySettings } from '../../api/get-company-settings';
import { companyKeys } from '../../query-keys';
import { updateCompanySettings } from '../../api/update-company-settings';
import { CompanySettingsForm } from '../components/company-settings-form';
import { ReturnWindowSettings } from '../../../returns';
import { useConsoleSettingsT } from '../messages';

/** The company's name, brand, registration, office and social links. */
export default function CompanySettingsPage() {
  const t = useConsoleSettingsT();
  const queryClient = useQueryClient();
  const { data, isPending, isError, error, refetch, isRefetching } = useQuery({
    queryKey: companyKeys.adminSettings(),
    queryFn: getCompanySettings,
    staleTime: Infinity,
  });

  const save = async (settings: CompanySettings) => {
    const saved = await updateCompanySettings(settings);
    queryClient.setQueryData(companyKeys.adminSettings(), saved);
    // The header, footer and brand colour change at once.
    setCompanySettings(saved);
  };

  return (
    <section>
      <AdminPageHeader
        title={t('consoleSettings.title')}
        description={t('consoleSettings.description')}
      />
      {isPending ? (
        <div aria-busy="true" className="max-w-4xl space-y-3">
          <Skeleton className="h-48 w-full" />
          <Skeleton className="h-48 w-full" />
        </div>
      ) : isError ? (
        <ErrorPanel
          message={error.message}
          onRetry={() => void refetch()}
          retrying={isRefetching}
        />
      ) : (
        <CompanySettingsForm settings={data} onSave={save} />
      )}
      <ReturnWindowSettings />
    </section>
  );
}
