import type { ShellKey } from '../../../lib/i18n/shell';
import { Suspense } from 'react';
import { GrievanceOfficer } from '../../grievances';
import { LeadForm } from '../../leads';
import ContentPageView from './content-page';

/** /Shop/contact: the contact text, then the lead form. */
export default function ContactPage({ slug, title }: { slug: string; title: ShellKey }) {
  return (
    <ContentPageView slug={slug} title={title}>
      <LeadForm />
      <Suspense fallback={null}>
        <div className="mt-6">
          <GrievanceOfficer />
        </div>
      </Suspense>
    </ContentPageView>
  );
}
