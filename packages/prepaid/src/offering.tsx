import { isApiError } from '@lingon/contracts/errors';
import {
  offeringProductsContract,
  type OfferingProduct,
} from '@lingon/contracts/mypages/offering-products';
import { formatSwedishMobile, msisdnSchema, toMsisdn } from '@lingon/contracts/phone';
import {
  numberCheckContract,
  numberCheckRequestSchema,
} from '@lingon/contracts/prepaid/number-check';
import { useContractMutation, useContractQuery } from '@lingon/contracts/query';
import { AppLink } from '@lingon/design-system/link-provider';
import { Banner } from '@lingon/design-system/banner';
import { Button } from '@lingon/design-system/button';
import { ErrorBanner } from '@lingon/design-system/error-banner';
import { formatPrice } from '@lingon/design-system/lib/format';
import { ProductCard } from '@lingon/design-system/product-card';
import { Skeleton, SkeletonGroup } from '@lingon/design-system/skeleton';
import { useAtomValue, useSetAtom } from 'jotai';
import { TextField } from '@lingon/design-system/text-field';
import { textFieldProps } from '@lingon/forms/binding';
import { useValidator } from '@lingon/forms/use-validator';
import { zodRules } from '@lingon/forms/zod';
import * as React from 'react';
import { showOnlyCategory } from './lib/category-words';
import { STUDENT_PRICE } from './lib/price-words';
import {
  numberCheckedAtom,
  selectProductAtom,
  topUpInfoAtom,
  type SelectedProduct,
} from './lib/state';
import { TOPUP_PATHS } from './lib/steps';

/** What a product gives, as short selling points: data, saldo and how long. */
export function productPoints(
  product: Pick<OfferingProduct, 'dataGb' | 'saldoKr' | 'validityDays'>,
) {
  const points: string[] = [];
  if (product.dataGb !== null) points.push(`${product.dataGb} GB surf`);
  if (product.saldoKr !== null) points.push(`${product.saldoKr} kr saldo`);
  points.push(`Gäller i ${product.validityDays} dagar`);
  return points;
}

/**
 * The prepaid number, entered once and checked by the server: an active Lingon prepaid card. The
 * answer says whether student prices apply; nobody can tick that themselves.
 */
export function TopUpNumberForm({
  initialNumber,
  onChecked,
}: {
  /** A number to fill in and check at once (a prepaid card started from my pages). */
  initialNumber?: string | null;
  onChecked?: () => void;
}) {
  const info = useAtomValue(topUpInfoAtom);
  const setInfo = useSetAtom(numberCheckedAtom);
  const initialMsisdn = initialNumber ? toMsisdn(initialNumber) : null;
  const check = useContractMutation(numberCheckContract);
  // Read with the field when focus moves to it (the button), else as an alert (Enter in the field).
  const form = useValidator({
    initialValues: {
      msisdn: initialMsisdn
        ? formatSwedishMobile(initialMsisdn)
        : info
          ? formatSwedishMobile(info.msisdn)
          : '',
    },
    rules: zodRules(numberCheckRequestSchema),
    mode: 'manual',
    refusedWhileFocused: 'announce',
  });
  const field = form.field('msisdn');

  const checkNumber = async (msisdn: string) => {
    form.validator.clearErrors();
    try {
      const answer = await check.trigger({ body: { msisdn } });
      setInfo({
        offeringId: answer.offeringId,
        msisdn: answer.msisdn,
        isStudent: answer.isStudent,
      });
      onChecked?.();
    } catch (failure) {
      const message = isApiError(failure)
        ? (failure.fieldErrors[0]?.message ?? 'Numret kunde inte kontrolleras.')
        : 'Numret kunde inte kontrolleras just nu. Försök igen om en stund.';
      // The typed number is not one to top up, and nothing is priced or bought for the number
      // checked before it.
      setInfo(null);
      form.showErrors([{ field: 'msisdn', message }]);
    }
  };
  const submit = form.handleSubmit(
    ({ msisdn }) => checkNumber(msisdnSchema.parse(msisdn)),
    // Not a number to top up either.
    () => setInfo(null),
  );

  // A number handed over (from my pages) is checked once, unless it is the one already checked.
  const handedOver = React.useRef(false);
  React.useEffect(() => {
    if (handedOver.current || !initialMsisdn || initialMsisdn === info?.msisdn) return;
    handedOver.current = true;
    void checkNumber(initialMsisdn);
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4 sm:p-6"
      aria-label="Ditt kontantkortsnummer"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <TextField
          label="Mobilnummer att ladda"
          hint={
            <>
              Numret på ditt kontantkort, t.ex.{' '}
              {/* A number is read as one: never broken at its spaces or its hyphen. */}
              <span className="whitespace-nowrap">070-123 45 67</span>.
            </>
          }
          inputMode="tel"
          autoComplete="tel-national"
          {...textFieldProps(field)}
          fieldClassName="flex-1"
        />
        <Button type="submit" loading={check.isMutating} className="sm:mb-6">
          {info ? 'Byt nummer' : 'Fortsätt'}
        </Button>
      </div>
      {info && !field.error ? (
        <p role="status" className="text-sm text-fg">
          Laddar <strong className="whitespace-nowrap">{formatSwedishMobile(info.msisdn)}</strong>
          {info.isStudent ? ' – studentpriser gäller för dig.' : '.'}
        </p>
      ) : null}
    </form>
  );
}

function OfferingSkeleton() {
  return (
    <SkeletonGroup label="Hämtar vad du kan ladda…" className="grid gap-4 sm:grid-cols-3">
      <Skeleton className="h-56" />
      <Skeleton className="h-56" />
      <Skeleton className="h-56" />
    </SkeletonGroup>
  );
}

export interface TopUpProductsProps {
  /** Only this category (`/kontantkort/ladda/:slug`); all categories without it. */
  categorySlug?: string;
  /** After a product is chosen (the site navigates to the basket). */
  onChosen: () => void;
}

/**
 * The offering by category: money top-ups, surf packages and combined packages, each with its
 * price in kronor, what it gives, and the student price where one applies. Choosing needs a
 * checked number; without one the choice asks for it first.
 */
export function TopUpProducts({ categorySlug, onChosen }: TopUpProductsProps) {
  const { data, error, isLoading, mutate, isValidating } = useContractQuery(
    offeringProductsContract,
    {},
  );
  const info = useAtomValue(topUpInfoAtom);
  const select = useSetAtom(selectProductAtom);
  const [needsNumber, setNeedsNumber] = React.useState(false);

  if (isLoading) return <OfferingSkeleton />;
  if (error || !data) {
    return (
      <ErrorBanner
        title="Vi kunde inte hämta vad du kan ladda"
        onRetry={() => void mutate()}
        retrying={isValidating}
      >
        Försök igen om en stund.
      </ErrorBanner>
    );
  }
  const categories = data.offering.categories.filter(
    (category) => !categorySlug || category.slug === categorySlug,
  );
  if (categories.length === 0) {
    return (
      <p className="rounded-lg border border-border bg-surface p-6 text-muted">
        Det finns inget att ladda just nu. Titta in igen senare.
      </p>
    );
  }

  const choose = (product: SelectedProduct) => {
    if (!info) {
      setNeedsNumber(true);
      return;
    }
    select(product);
    onChosen();
  };

  return (
    <div className="flex flex-col gap-10">
      {needsNumber && !info ? (
        <Banner variant="info" title="Fyll i ditt kontantkortsnummer först">
          Då visar vi rätt pris och vet vilket kort du laddar.
        </Banner>
      ) : null}
      {categories.map((category) => (
        <section
          key={category.id}
          aria-labelledby={`category-${category.id}`}
          className="flex flex-col gap-4"
        >
          <div className="flex items-baseline justify-between gap-4">
            <h2 id={`category-${category.id}`} className="text-2xl font-bold text-fg">
              {category.title}
            </h2>
            {categorySlug ? null : (
              <AppLink
                href={`${TOPUP_PATHS.ladda}/${category.slug}`}
                className="rounded-sm text-sm font-semibold text-primary underline-offset-4 hover:underline focus-visible:focus-ring"
              >
                {showOnlyCategory(category.title)}
              </AppLink>
            )}
          </div>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {category.products.map((product) => {
              const studentPrice = info?.isStudent === true ? product.studentPrice : null;
              const points = productPoints(product);
              if (studentPrice === null && product.studentPrice !== null) {
                points.push(`${STUDENT_PRICE} ${formatPrice(product.studentPrice, 'kr')}`);
              }
              return (
                <li key={product.id}>
                  <ProductCard
                    name={product.name}
                    // A student's price is the price, named as one ("Studentpris 79 kr"), and what
                    // it saves. Not the card's deal price: that reads as a campaign ("Kampanjpris").
                    price={studentPrice ?? product.price}
                    priceUnit="kr"
                    sellingPoints={points}
                    {...(studentPrice !== null
                      ? {
                          campaignName: STUDENT_PRICE,
                          pricePrefix: STUDENT_PRICE,
                          saving: product.price - studentPrice,
                        }
                      : {})}
                    headingLevel={3}
                    onSelect={() =>
                      choose({
                        ...product,
                        categorySlug: category.slug,
                        categoryTitle: category.title,
                      })
                    }
                  />
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** `/kontantkort/ladda` and its category pages: the number, then what to load. */
export function TopUpOffering({
  initialNumber,
  ...props
}: TopUpProductsProps & { initialNumber?: string | null }) {
  return (
    <div className="flex flex-col gap-8">
      <TopUpNumberForm initialNumber={initialNumber ?? null} />
      <TopUpProducts {...props} />
    </div>
  );
}
