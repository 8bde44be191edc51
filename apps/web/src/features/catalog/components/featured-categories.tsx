import { Link } from 'wouter';
import { ROUTES } from '@saathi/shared/routes';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCategories } from '../api/get-categories';
import type { Category } from '../api/types';
import { useShopT } from '../messages';

const TILES = 6;
const gridClass = 'mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6';

/**
 * Category tiles for the home page: their shape while they load, then the tiles; nothing when the
 * catalogue has no categories.
 */
export function FeaturedCategories() {
  const { data: categories, isPending } = useCategories();
  const t = useShopT();
  if (!isPending && !categories?.length) return null;
  return (
    <section aria-labelledby="featured-categories" className="mx-auto max-w-7xl px-4 py-12">
      <h2 id="featured-categories" className="text-2xl font-semibold">
        {t('shop.shopByCategory')}
      </h2>
      {isPending ? (
        <div className={gridClass} aria-hidden="true">
          {Array.from({ length: TILES }, (_, i) => (
            <Skeleton key={i} className="h-32 rounded-xl" />
          ))}
        </div>
      ) : (
        <CategoryTiles categories={categories ?? []} />
      )}
    </section>
  );
}

function CategoryTiles({ categories }: { categories: Category[] }) {
  return (
    <ul className={gridClass}>
      {categories.slice(0, TILES).map((category) => (
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
  );
}
