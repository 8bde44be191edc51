import { useShellT, type ShellKey } from '../../../lib/i18n/shell';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { Skeleton } from '../../../components/ui/skeleton';
import { isApiError } from '../../../lib/http';
import { useCompanySettings } from '../../company';
import { NotFoundPage } from '../../errors';
import { LeadForm } from '../../leads';
import { MediaSection } from '../../media';
import { useContentPage } from '../api/get-content-page';
import { CompanyFacts } from '../components/company-facts';
import { LastUpdated } from '../components/last-updated';
import { MarkdownBody } from '../../../components/ui/markdown';
import { useContentT } from '../messages';

/**
 * /about/ourcompany (spec part 1 §1, §2): a banner, the company's text (ethics, mission, vision
 * and the founder story are written in it), the key facts, the certificates and the lead form.
 */
export default function OurCompanyPage({
  slug,
  title: titleKey,
}: {
  slug: string;
  title: ShellKey;
}) {
  const company = useCompanySettings();
  const title = useShellT()(titleKey);
  const t = useContentT();
  const { data: page, isPending, isError, error, refetch, isRefetching } = useContentPage(slug);
  if (isError && isApiError(error) && error.status === 404) return <NotFoundPage />;
  return (
    <>
      <title>{page?.title ?? title}</title>
      <div data-testid="company-banner" className="bg-brand-soft">
        <div className="mx-auto max-w-5xl px-4 py-12 text-center">
          <h1
            lang={page?.language}
            className="text-sm font-semibold tracking-wide text-brand uppercase"
          >
            {page?.title ?? title}
          </h1>
          {/* The company's name and tagline are its own words, in English. */}
          <p lang="en" className="mt-3 text-3xl font-semibold text-neutral-900 sm:text-4xl">
            {company.name}
          </p>
          <p lang="en" className="mt-3 text-lg text-neutral-700">
            {company.tagline}
          </p>
        </div>
      </div>
      <div className="mx-auto max-w-3xl space-y-12 px-4 py-10">
        <CompanyFacts />
        <article>
          {isPending ? (
            <div aria-busy="true" className="space-y-4">
              <Skeleton className="h-5 w-full" />
              <Skeleton className="h-5 w-5/6" />
              <Skeleton className="h-40 w-full" />
            </div>
          ) : isError ? (
            <ErrorPanel
              message={error.message}
              onRetry={() => void refetch()}
              retrying={isRefetching}
            />
          ) : (
            <>
              {/* The company's text in the reader's language when it has one (decision 0142). */}
              <div lang={page.language}>
                {page.summary ? <p className="text-lg text-neutral-700">{page.summary}</p> : null}
                <MarkdownBody source={page.body} />
              </div>
              <LastUpdated at={page.updatedAt} />
            </>
          )}
        </article>
        <section aria-labelledby="certificates-title">
          <h2 id="certificates-title" className="mb-4 text-2xl font-semibold">
            {t('content.certificates')}
          </h2>
          <MediaSection
            kind="certificate"
            emptyTitle={t('content.noCertificatesTitle')}
            emptyText={t('content.noCertificatesText')}
          />
        </section>
        <LeadForm />
      </div>
    </>
  );
}
