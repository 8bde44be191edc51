import { Link } from 'wouter';
import { FOOTER_CATEGORY_COUNT } from '@saathi/shared/constants';
import { ROUTES } from '@saathi/shared/routes';
import { useShellT } from '../../lib/i18n/shell';

export const footerHeadingClass = 'text-sm font-semibold tracking-wide text-white uppercase';
export const footerLinkClass =
  'inline-flex min-h-8 items-center text-neutral-300 hover:text-white hover:underline';

interface Category {
  id: number;
  name: string;
  categoryUniqueName: string;
}

/** The footer's category column: the first five categories, then "All products". */
export function CategoryColumn({ categories }: { categories: Category[] }) {
  const t = useShellT();
  return (
    <nav aria-labelledby="footer-categories">
      <h2 id="footer-categories" className={footerHeadingClass}>
        {t('shell.categories')}
      </h2>
      <ul className="mt-3 space-y-1">
        {categories.slice(0, FOOTER_CATEGORY_COUNT).map((category) => (
          <li key={category.id}>
            <Link
              to={`${ROUTES.products}/${encodeURIComponent(category.categoryUniqueName)}`}
              className={footerLinkClass}
            >
              {category.name}
            </Link>
          </li>
        ))}
        <li>
          <Link to={ROUTES.products} className={footerLinkClass}>
            {t('shell.allProducts')}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
