import { useSearchParams } from 'wouter';
import english from 'virtual:catalogue/en/privacyNotice';
import { intlLocale } from '@saathi/shared/locales';
import { QueryView } from '../../../components/admin/query-view';
import { MarkdownBody } from '../../../components/ui/markdown';
import { messagesFor, useLanguage } from '../../../lib/i18n/i18n';
import { usePrivacyNotice } from '../api';

const usePrivacyNoticeT = messagesFor('privacyNotice', english);

/** The full privacy notice, public; ?version=N shows an older one as it was published (0144). */
export default function PrivacyNoticePage() {
  const t = usePrivacyNoticeT();
  const language = useLanguage();
  const [params] = useSearchParams();
  const asked = Number(params.get('version'));
  const notice = usePrivacyNotice(Number.isInteger(asked) && asked > 0 ? asked : undefined);
  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-semibold">{t('privacyNotice.title')}</h1>
      <QueryView
        query={notice}
        isEmpty={() => false}
        empty={{ title: t('privacyNotice.none') }}
        skeleton={{ count: 3 }}
      >
        {(data) => (
          <>
            <p className="mt-2 text-sm text-neutral-600">
              {t('privacyNotice.version', {
                version: data.version,
                date: new Date(data.publishedAt).toLocaleDateString(intlLocale(language), {
                  dateStyle: 'long',
                }),
              })}
            </p>
            <MarkdownBody source={data.body} />
          </>
        )}
      </QueryView>
    </main>
  );
}
