import { useState, type FocusEvent, type FormEvent } from 'react';
import { RUPEES_TEXT_PATTERN } from '@saathi/shared/money';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import type { Brand, Category } from '../api/types';
import { SORT_OPTIONS, type CatalogueState, type FilterKey } from '../catalogue-params';

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
  const [priceError, setPriceError] = useState<string | null>(null);

  const commitPrices = (form: HTMLFormElement) => {
    const data = new FormData(form);
    const min = String(data.get('minPrice') ?? '').trim();
    const max = String(data.get('maxPrice') ?? '').trim();
    if ((min && !RUPEES_TEXT_PATTERN.test(min)) || (max && !RUPEES_TEXT_PATTERN.test(max))) {
      setPriceError('Enter an amount in rupees with at most 2 decimals');
      return;
    }
    if (min && max && Number(min) > Number(max)) {
      setPriceError('Min price must not be more than max price');
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
        label="Category"
        value={category}
        onChange={(event) => onCategory(event.target.value)}
      >
        <option value="">All categories</option>
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
        label="Brand"
        value={state.brand}
        onChange={(event) => onChange({ brand: event.target.value || null })}
      >
        <option value="">All brands</option>
        {brands.map((brand) => (
          <option key={brand.id} value={String(brand.id)}>
            {brand.name}
          </option>
        ))}
      </SelectField>
      <form
        onSubmit={onPriceSubmit}
        className="grid grid-cols-2 gap-2 sm:col-span-2"
        aria-label="Price range"
        noValidate
      >
        <TextField
          key={`min-${state.minPrice}`}
          label="Min price"
          name="minPrice"
          inputMode="decimal"
          defaultValue={state.minPrice}
          onBlur={onPriceBlur}
          error={priceError}
        />
        <TextField
          key={`max-${state.maxPrice}`}
          label="Max price"
          name="maxPrice"
          inputMode="decimal"
          defaultValue={state.maxPrice}
          onBlur={onPriceBlur}
        />
        <button type="submit" className="sr-only">
          Apply price range
        </button>
      </form>
      <SelectField
        label="Sort by"
        value={state.sort || 'newest'}
        onChange={(event) => onChange({ sort: event.target.value || null })}
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
      <CheckboxField
        label="In stock only"
        checked={state.inStock}
        onChange={(event) => onChange({ inStock: event.target.checked ? 'true' : null })}
      />
    </div>
  );
}
