import { FeaturedCategories, FeaturedProducts } from '../../catalog';

/** The catalogue's sections of the home page: one island, loaded after the first paint. */
export default function CatalogueSections() {
  return (
    <>
      <FeaturedCategories />
      <FeaturedProducts />
    </>
  );
}
