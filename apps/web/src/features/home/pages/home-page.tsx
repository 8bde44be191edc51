import { Suspense } from 'react';
import { lazyWithQuery } from '../../../lib/lazy-with-query';
import { useCompanySettings } from '../../company';
import { BusinessOpportunity } from '../components/business-opportunity';
import { CompanyValues } from '../components/company-values';
import { HomeHero } from '../components/home-hero';
import { JoinCallToAction } from '../components/join-call-to-action';

// The catalogue's sections are a data island: they load with TanStack Query after the first
// paint, show skeletons until the catalogue answers, and render nothing for an empty one.
const CatalogueSections = lazyWithQuery(() => import('../components/catalogue-sections'));

export default function HomePage() {
  const company = useCompanySettings();
  return (
    <>
      <title>{`${company.name} | ${company.tagline}`}</title>
      <HomeHero />
      {/* Holds the sections' place while their code loads (their own skeletons follow), so what
          is below them does not jump down (layout shift, decision 0105). */}
      <Suspense fallback={<div aria-hidden="true" className="min-h-svh" />}>
        <CatalogueSections />
      </Suspense>
      <BusinessOpportunity />
      <CompanyValues />
      <JoinCallToAction />
    </>
  );
}
