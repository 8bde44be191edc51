import { Suspense } from 'react';
import { lazyWithQuery } from '../../../lib/lazy-with-query';
import { useCompanySettings } from '../../company/api/get-company-settings';
import { BusinessOpportunity } from '../components/business-opportunity';
import { CompanyValues } from '../components/company-values';
import { HomeHero } from '../components/home-hero';
import { JoinCallToAction } from '../components/join-call-to-action';

// Catalogue sections are data islands: they load with TanStack Query after the first paint and
// render nothing until the catalogue has items.
const FeaturedCategories = lazyWithQuery(
  () => import('../../catalog/components/featured-categories'),
);
const FeaturedProducts = lazyWithQuery(() => import('../../catalog/components/featured-products'));

export default function HomePage() {
  const company = useCompanySettings();
  return (
    <>
      <title>{`${company.name} | ${company.tagline}`}</title>
      <HomeHero />
      <Suspense fallback={null}>
        <FeaturedCategories />
        <FeaturedProducts />
      </Suspense>
      <BusinessOpportunity />
      <CompanyValues />
      <JoinCallToAction />
    </>
  );
}
