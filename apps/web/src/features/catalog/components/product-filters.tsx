import { useState, type FocusEvent, type FormEvent } from 'react';
import { RUPEES_TEXT_PATTERN } from '@saathi/shared/money';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import type { Brand, Category } from '../api/types';
import { SORT_OPTIONS, type CatalogueState, type FilterKey } from '../catalogue-params';
import { useShopT, type ShopKey } from '../messages';

interface ProductFiltersProps {
  state: CatalogueState;
  /** The current category's categoryUniqueName, '' for all products. */
  category: string;
  categories: Category[];
  brands: Brand[];
  onCategory: (categoryUniqueName: string) => void;
  onChange: (changes: Partial<Record<FilterKey, string | null>>) => void;
}

/** Category, brand, price range, stock and sort: every change goes to the URL. */
export function ProductFilters({
  state,
  category,
  categories,
  brands,
  onCategory,
  onChange,
}: ProductFiltersProps) {
  const t = useShopT();
  // A key, so the message follows the language when it changes.
  const [priceError, setPriceError] = useState<ShopKey | null>(null);

  const commitPrices = (form: HTMLFormElement) => {
    const data = new FormData(form);
    const min = String(data.get('minPrice') ?? '').trim();
    const max = String(data.get('maxPrice') ?? '').trim();
    if ((min && !RUPEES_TEXT_PATTERN.test(min)) || (max && !RUPEES_TEXT_PATTERN.test(max))) {
      setPriceError('shop.priceFormat');
      return;
    }
    if (min && max && Number(min) > Number(max)) {
      setPriceError('shop.priceOrder');
      return;
    }
    setPriceError(null);
    if (min !== state.minPrice || max !== state.maxPrice) {
      onChange({ minPrice: min || null, maxPrice: max || null });
    }
  };
  const onPriceSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    commitPrices(event.currentTarget);
  };
  const onPriceBlur = (event: FocusEvent<HTMLInputElement>) => {
    if (event.currentTarget.form) commitPrices(event.currentTarget.form);
  };

  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-6 lg:items-end">
      <SelectField
        label={t('shop.category')}
        value={category}
        onChange={(event) => onCategory(event.target.value)}
      >
        <option value="">{t('shop.allCategories')}</option>
        {categories.map((item) => (
          <option key={item.id} value={item.categoryUniqueName}>
            {item.name}
          </option>
        ))}
        {category && !categories.some((item) => item.categoryUniqueName === category) ? (
          <option value={category}>{category}</option>
        ) : null}
      </SelectField>
      <SelectField
        label={t('shop.brand')}
        value={state.brand}
        onChange={(event) => onChange({ brand: event.target.value || null })}
      >
        <option value="">{t('shop.allBrands')}</option>
        {brands.map((brand) => (
          <option key={brand.id} value={String(brand.id)}>
            {brand.name}
          </option>
        ))}
      </SelectField>
      <form
        onSubmit={onPriceSubmit}
        className="grid grid-cols-2 gap-2 sm:col-span-2"
        aria-label={t('shop.priceRange')}
        noValidate
      >
        <TextField
          key={`min-${state.minPrice}`}
          label={t('shop.minPrice')}
          name="minPrice"
          inputMode="decimal"
          defaultValue={state.minPrice}
          onBlur={onPriceBlur}
          error={priceError && t(priceError)}
        />
        <TextField
          key={`max-${state.maxPrice}`}
          label={t('shop.maxPrice')}
          name="maxPrice"
          inputMode="decimal"
          defaultValue={state.maxPrice}
          onBlur={onPriceBlur}
        />
        <button type="submit" className="sr-only">
          {t('shop.applyPriceRange')}
        </button>
      </form>
      <SelectField
        label={t('shop.sortBy')}
        value={state.sort || 'newest'}
        onChange={(event) => onChange({ sort: event.target.value || null })}
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {t(option.label)}
          </option>
        ))}
      </SelectField>
      <CheckboxField
        label={t('shop.inStockOnly')}
        checked={state.inStock}
        onChange={(event) => onChange({ inStock: event.target.checked ? 'true' : null })}
      />
    </div>
  );
}
