import { Link } from 'wouter';
import { ROUTES } from '@saathi/shared/routes';
import { useCategories } from '../api/get-categories';

/** Category tiles for the home page; renders nothing until the catalogue has categories. */
export function FeaturedCategories() {
  const { data: categories } = useCategories();
  if (!categories?.length) return null;
  return (
    <section aria-labelledby="featured-categories" className="mx-auto max-w-7xl px-4 py-12">
      <h2 id="featured-categories" className="text-2xl font-semibold">
        Shop by category
      </h2>
      <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
        {categories.slice(0, 6).map((category) => (
          <li key={category.id}>
            <Link
              to={`${ROUTES.products}/${encodeURIComponent(category.categoryUniqueName)}`}
              className="flex h-full min-h-24 flex-col items-center justify-center gap-2 rounded-xl border border-neutral-200 bg-brand-soft p-4 text-center font-semibold text-neutral-900 hover:border-brand"
            >
              {category.categoryImage ? (
                <img
                  src={category.categoryImage}
                  alt=""
                  width={64}
                  height={64}
                  loading="lazy"
                  className="size-16 object-contain"
                />
              ) : null}
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
