import { useSearchParams } from 'wouter';
import { QueryView } from '../../../components/admin/query-view';
import { MarkdownBody } from '../../../components/ui/markdown';
import { usePrivacyNotice } from '../api';

/** The full privacy notice, public; ?version=N shows an older one as it was published (0144). */
export default function PrivacyNoticePage() {
  const [params] = useSearchParams();
  const asked = Number(params.get('version'));
  const notice = usePrivacyNotice(Number.isInteger(asked) && asked > 0 ? asked : undefined);
  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-semibold">Privacy notice</h1>
      <QueryView
        query={notice}
        isEmpty={() => false}
        empty={{ title: 'No notice' }}
        skeleton={{ count: 3 }}
      >
        {(data) => (
          <>
            <p className="mt-2 text-sm text-neutral-600">
              Version {data.version}, in force from{' '}
              {new Date(data.publishedAt).toLocaleDateString('en-IN', { dateStyle: 'long' })}
            </p>
            <MarkdownBody source={data.body} />
          </>
        )}
      </QueryView>
    </main>
  );
}
