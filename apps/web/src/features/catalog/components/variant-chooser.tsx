import type { ProductVariant } from '@saathi/shared';
import { stockLabel } from '../../../components/ui/stock-badge';
import { formatPrice } from '../../../lib/format';
import { useShellT } from '../../../lib/i18n/shell';

/**
 * The sizes or packs of a product as a radio group (decision 0109): native radios, so arrows move
 * between them and a screen reader announces each with its price and stock.
 */
export function VariantChooser({
  legend,
  variants,
  chosenId,
  onChoose,
}: {
  legend: string;
  variants: ProductVariant[];
  chosenId: number | null;
  onChoose: (id: number) => void;
}) {
  const t = useShellT();
  return (
    <fieldset className="mt-6" data-testid="variant-chooser">
      <legend className="font-semibold text-neutral-800">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {variants.map((variant) => {
          const isChosen = variant.id === chosenId;
          return (
            <label
              key={variant.id}
              className={`flex min-h-11 min-w-16 cursor-pointer flex-col rounded-lg border px-3 py-1.5 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 ${
                isChosen
                  ? 'border-brand bg-brand text-white'
                  : 'border-neutral-300 bg-white text-neutral-800'
              } ${variant.inStock ? '' : 'opacity-60'}`}
            >
              <input
                type="radio"
                name="variant"
                className="sr-only"
                value={variant.id}
                checked={isChosen}
                onChange={() => onChoose(variant.id)}
                aria-describedby={`variant-${variant.id}-facts`}
              />
              <span className="font-semibold">{variant.label}</span>
              <span id={`variant-${variant.id}-facts`} className="text-xs">
                {`${formatPrice(variant.price)} · ${t(stockLabel(variant).text)}`}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
