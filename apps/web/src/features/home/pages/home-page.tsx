import { Suspense } from 'react';
import { lazyWithQuery } from '../../../lib/lazy-with-query';
import { useCompanySettings } from '../../company';
import { BusinessOpportunity } from '../components/business-opportunity';
import { CompanyValues } from '../components/company-values';
import { HomeHero } from '../components/home-hero';
import { JoinCallToAction } from '../components/join-call-to-action';

// The catalogue's sections are a data island: they load with TanStack Query after the first
// paint and render nothing until the catalogue has items.
const CatalogueSections = lazyWithQuery(() => import('../components/catalogue-sections'));

export default function HomePage() {
  const company = useCompanySettings();
  return (
    <>
      <title>{`${company.name} | ${company.tagline}`}</title>
      <HomeHero />
      <Suspense fallback={null}>
        <CatalogueSections />
      </Suspense>
      <BusinessOpportunity />
      <CompanyValues />
      <JoinCallToAction />
    </>
  );
}
