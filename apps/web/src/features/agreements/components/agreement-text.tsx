import type { AgreementVersion } from '@saathi/shared';
import { MarkdownBody } from '../../../components/ui/markdown';

/** The agreement's words in a scrolling box, so the button to accept stays in reach. */
export function AgreementText({ agreement }: { agreement: AgreementVersion }) {
  return (
    <section
      aria-label={`${agreement.title} ${agreement.version}`}
      tabIndex={0}
      className="max-h-96 overflow-y-auto rounded-lg border border-neutral-300 bg-white p-4 text-sm"
    >
      <p className="font-semibold">
        {agreement.title} — version {agreement.version}
      </p>
      <MarkdownBody source={agreement.body} />
    </section>
  );
}
