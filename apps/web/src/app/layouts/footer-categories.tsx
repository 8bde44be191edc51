import { useCategories } from '../../features/catalog';
import { CategoryColumn } from './footer-category-column';

/** With the catalogue's categories; without a catalogue, or on failure, just "All products". */
export default function FooterCategories() {
  const { data } = useCategories();
  return <CategoryColumn categories={data ?? []} />;
}
