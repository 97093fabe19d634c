import Check from 'lucide-react/icons/check';
import * as React from 'react';
import { cn } from '../lib/cn';
import { formatPrice, formatSpeed, type SpeedPair } from '../lib/format';
import { Button } from './button';
import { Price } from './price';

export interface ProductCardProps extends Omit<React.ComponentProps<'article'>, 'onSelect'> {
  /** Product name, e.g. 'Bredband 250'. */
  name: string;
  /** Down/up speed in Mbit/s, shown as '250/250 Mbit/s'. */
  speed?: SpeedPair;
  /** Ordinary price in kronor. */
  price: number;
  /** Campaign price; the ordinary price is then shown struck out. */
  dealPrice?: number;
  /** Price unit; 'kr' for one-off products such as routers or short-term broadband. */
  priceUnit?: string;
  /** Text before the price, e.g. 'Från'. */
  pricePrefix?: string;
  /** Saving in kronor, shown as 'Du sparar 200 kr'. */
  saving?: number;
  /** Campaign name shown as a ribbon across the top of the card. */
  campaignName?: string;
  /** Short selling points, shown as a check list. */
  sellingPoints?: readonly string[];
  /** Called when the user chooses this product. Without it (or selectHref) the card has no button. */
  onSelect?: () => void;
  /**
   * The choice is made elsewhere (a retailer's shop): the button is a link there, opened in a new
   * tab; `onSelect` is still called on the click (analytics).
   */
  selectHref?: string;
  /** This product is the chosen one. */
  selected?: boolean;
  /** The product cannot be chosen; `disabledReason` says why. */
  disabled?: boolean;
  disabledReason?: string;
  /** Visible text of the select button. */
  selectLabel?: string;
  /** Heading level of the product name, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * A product offer with a select action.
 *
 * Selection is a toggle button (aria-pressed) rather than a radio: a card holds a heading,
 * a price and a list, which cannot live inside a radio's label, and each card stands alone in
 * a responsive grid where arrow-key radio navigation between cards would be unexpected. The
 * button keeps the same name in both states ("Välj Bredband 250"), as toggle buttons must,
 * and screen readers announce the state as "nedtryckt" / "pressed".
 */
export function ProductCard({
  name,
  speed,
  price,
  dealPrice,
  priceUnit = 'kr/mån',
  pricePrefix,
  saving,
  campaignName,
  sellingPoints,
  onSelect,
  selectHref,
  selected = false,
  disabled = false,
  disabledReason,
  selectLabel = 'Välj',
  headingLevel = 3,
  className,
  children,
  ...props
}: ProductCardProps) {
  const id = React.useId();
  const nameId = `${id}-name`;
  const reasonId = `${id}-reason`;
  const Heading = `h${headingLevel}` as const;

  return (
    <article
      data-slot="product-card"
      data-state={selected ? 'selected' : 'idle'}
      data-disabled={disabled || undefined}
      aria-labelledby={nameId}
      className={cn(
        'relative flex flex-col overflow-hidden rounded-lg border-2 bg-surface text-fg shadow-sm transition-colors',
        selected ? 'border-primary' : 'border-border',
        disabled && 'bg-surface-muted shadow-none',
        className,
      )}
      {...props}
    >
      {campaignName ? (
        <p
          data-slot="product-card-ribbon"
          className="bg-primary px-4 py-1.5 text-center text-sm font-semibold text-primary-fg"
        >
          {campaignName}
        </p>
      ) : null}

      <div className="flex flex-1 flex-col gap-4 p-5">
        <div className="flex flex-col gap-1">
          <Heading id={nameId} className="text-xl font-bold break-words hyphens-auto">
            {name}
          </Heading>
          {speed ? (
            <p data-slot="product-card-speed" className="text-base font-semibold text-muted">
              {formatSpeed(speed)}
            </p>
          ) : null}
        </div>

        <div className="flex flex-col gap-1">
          <Price
            amount={price}
            dealPrice={dealPrice}
            unit={priceUnit}
            prefix={pricePrefix}
            size="lg"
          />
          {saving ? (
            <p data-slot="product-card-saving" className="text-sm font-semibold text-success">
              Du sparar {formatPrice(saving, 'kr')}
            </p>
          ) : null}
        </div>

        {sellingPoints && sellingPoints.length > 0 ? (
          <ul data-slot="product-card-selling-points" className="flex flex-col gap-2 text-sm">
            {sellingPoints.map((point) => (
              <li key={point} className="flex items-start gap-2">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                <span>{point}</span>
              </li>
            ))}
          </ul>
        ) : null}

        {children}

        {selectHref ? (
          <div className="mt-auto flex flex-col gap-2 pt-2">
            <Button asChild className="w-full">
              <a href={selectHref} target="_blank" rel="noopener noreferrer" onClick={onSelect}>
                {selectLabel}
                <span className="sr-only"> {name} (öppnas i en ny flik)</span>
              </a>
            </Button>
          </div>
        ) : onSelect ? (
          <div className="mt-auto flex flex-col gap-2 pt-2">
            <Button
              type="button"
              variant={selected ? 'secondary' : 'primary'}
              aria-pressed={selected}
              aria-describedby={disabled && disabledReason ? reasonId : undefined}
              disabled={disabled}
              onClick={onSelect}
              className="w-full"
            >
              {selected ? <Check aria-hidden="true" className="size-5" /> : null}
              {selectLabel}
              <span className="sr-only"> {name}</span>
            </Button>
            {disabled && disabledReason ? (
              <p id={reasonId} className="text-center text-sm text-muted">
                {disabledReason}
              </p>
            ) : null}
          </div>
        ) : disabled && disabledReason ? (
          <p className="mt-auto text-sm text-muted">{disabledReason}</p>
        ) : null}
      </div>
    </article>
  );
}
