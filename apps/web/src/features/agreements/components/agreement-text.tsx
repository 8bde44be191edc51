import type { AgreementVersion } from '@saathi/shared';
import { MarkdownBody } from '../../../components/ui/markdown';
import { useAgreementsT } from '../messages';

/** The agreement's words in a scrolling box, so the button to accept stays in reach. */
export function AgreementText({ agreement }: { agreement: AgreementVersion }) {
  const t = useAgreementsT();
  return (
    <section
      aria-label={`${agreement.title} ${agreement.version}`}
      tabIndex={0}
      className="max-h-96 overflow-y-auto rounded-lg border border-neutral-300 bg-white p-4 text-sm"
    >
      <p className="font-semibold">
        {t('agreements.version', { title: agreement.title, version: agreement.version })}
      </p>
      {/* The company's agreement, in English until it writes other languages. */}
      <div lang="en">
        <MarkdownBody source={agreement.body} />
      </div>
    </section>
  );
}
