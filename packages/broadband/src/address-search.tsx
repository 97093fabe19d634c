import { formatAddressHit, type AddressHit } from '@lingon/contracts/broadband/address-search';
import type { EvaluatedAddress } from '@lingon/contracts/broadband/evaluate-address';
import { Banner } from '@lingon/design-system/banner';
import { Button } from '@lingon/design-system/button';
import {
  Combobox,
  ComboboxEmpty,
  ComboboxInput,
  ComboboxList,
  ComboboxLoadingIndicator,
  ComboboxOption,
} from '@lingon/design-system/combobox';
import { cn } from '@lingon/design-system/lib/cn';
import { useHydrated } from '@lingon/design-system/lib/use-hydrated';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import * as React from 'react';
import { ApartmentStep, type CoveredHome } from './apartment-step';
import {
  ADDRESS_SERVICE_ERROR,
  chosenHitFor,
  evaluateRequestFor,
  evaluationOutcome,
  matchTypedAddress,
  severalAddressesText,
  suggestionQuery,
  type TypedAddressMatch,
} from './lib/address-flow';
import {
  addressObjectAtom,
  apartmentChoiceAtom,
  potentialCustomerIdAtom,
  rememberedAddressAtom,
  saveAddressAtom,
} from './lib/order-state';
import { useAddressSearch, useAddressSuggestions, useEvaluateAddress } from './use-address-search';
import { useApplyHome } from './use-products';

export interface NotCoveredResult {
  /** The potential customer the waiting-list sign-up refers to. */
  potentialCustomerId: string | null;
  address: AddressHit;
}

export interface AddressSearchProps extends Omit<React.ComponentProps<'div'>, 'onSubmit'> {
  /** A home is chosen and offers broadband: show the products (/bredband/valj-produkt). */
  onCovered: (result: CoveredHome) => void;
  /** No broadband at the address: the waiting list (/bredband/notyet). */
  onNotCovered: (result: NotCoveredResult) => void;
  /** The apartment picker is shown (several homes); e.g. to scroll or record the step. */
  onChooseApartment?: (addresses: EvaluatedAddress[]) => void;
  /** Heading level of the apartment step, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  /**
   * Text the input starts with (a prefilled address); the visitor checks it with 'Kolla!'.
   * Without it the check opens as the visitor left it: the stored address, and its apartment step
   * when the address had several homes.
   */
  defaultText?: string;
}

/** A key per suggestion, unique among the hits: the street address and its postcode. */
function hitKey(hit: AddressHit): string {
  return `${formatAddressHit(hit)}-${hit.zipcode}`;
}

/**
 * The /bredband address check: an ARIA 1.2 combobox (design-system Combobox) with suggestions
 * as the visitor types (↑/↓ move, Enter picks, Escape closes, a second Escape clears), and
 * 'Kolla!' which evaluates the chosen address, or the one address the typed text matches (text
 * matching several asks the visitor to choose), and leads to products, apartments or the waiting
 * list.
 */
export function AddressSearch({
  onCovered,
  onNotCovered,
  onChooseApartment,
  headingLevel = 2,
  defaultText = '',
  className,
  ...props
}: AddressSearchProps) {
  const id = React.useId();
  const ids = {
    input: `${id}-input`,
    status: `${id}-status`,
    problem: `${id}-problem`,
  };
  // Prerendered /bredband hydrates empty, as its HTML is; the stored address comes after that.
  const hydrated = useHydrated();
  const remembered = useAtomValue(rememberedAddressAtom);
  const prefill = defaultText || !hydrated ? null : remembered;
  const [text, setText] = React.useState(() => (prefill ? formatAddressHit(prefill) : defaultText));
  const [chosen, setChosen] = React.useState<AddressHit | null>(prefill);
  const [open, setOpen] = React.useState(false);
  const [problem, setProblem] = React.useState<string | null>(null);
  const [serviceError, setServiceError] = React.useState(false);
  const [checking, setChecking] = React.useState(false);
  const [apartmentChoice, setApartmentChoice] = useAtom(apartmentChoiceAtom);
  const storedAddress = useAtomValue(addressObjectAtom);
  const [restored, setRestored] = React.useState(hydrated);

  // Once hydrated: the stored address, unless the visitor has typed meanwhile (set while
  // rendering, as React does for state that follows another value: no extra paint).
  if (hydrated && !restored) {
    setRestored(true);
    if (!defaultText && remembered && !text) {
      setText(formatAddressHit(remembered));
      setChosen(remembered);
    }
  }

  const chosenHit = chosenHitFor(text, chosen);
  const suggestions = useAddressSuggestions(text, !chosenHit);
  const evaluate = useEvaluateAddress();
  const searchAddresses = useAddressSearch();
  const applyHome = useApplyHome();
  const setPotentialCustomerId = useSetAtom(potentialCustomerIdAtom);
  const saveAddress = useSetAtom(saveAddressAtom);

  const hits = suggestions.hits;
  const suggestionsFailed = Boolean(suggestions.error);

  function edit(next: string) {
    setText(next);
    setOpen(true);
    setProblem(null);
    setServiceError(false);
    if (apartmentChoice) setApartmentChoice(null);
  }

  function pick(hit: AddressHit) {
    setText(formatAddressHit(hit));
    setChosen(hit);
    setOpen(false);
    setProblem(null);
  }

  /**
   * The hit to check: the chosen one, else the one address the typed text matches. Text that
   * matches several is left for the visitor to choose (matchTypedAddress).
   */
  async function resolveHit(): Promise<TypedAddressMatch> {
    if (chosenHit) return { kind: 'one', hit: chosenHit };
    const query = suggestionQuery(text);
    if (!query) return { kind: 'none' };
    if (suggestions.query === query && !suggestions.searching && hits.length > 0) {
      return matchTypedAddress(text, hits);
    }
    return matchTypedAddress(text, await searchAddresses(query));
  }

  async function check(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The form's own document, or shadow root in the embed, where `document` cannot see it.
    const root = event.currentTarget.getRootNode() as Document | ShadowRoot;
    if (checking) return;
    setOpen(false);
    setProblem(null);
    setServiceError(false);
    if (!suggestionQuery(text)) {
      setProblem('Skriv din adress, till exempel Storgatan 1, Lund.');
      return;
    }
    setChecking(true);
    try {
      const match = await resolveHit();
      if (match.kind === 'none') {
        setProblem(
          `Vi hittade ingen adress som matchar ”${text.trim()}”. Kontrollera stavningen och försök igen.`,
        );
        return;
      }
      if (match.kind === 'several') {
        // The text stays as typed; the matches open below it to choose from.
        setProblem(severalAddressesText(text));
        setOpen(true);
        root.getElementById(ids.input)?.focus();
        return;
      }
      const { hit } = match;
      pick(hit);
      // A new check replaces the last one's apartment step.
      setApartmentChoice(null);
      const evaluation = await evaluate(evaluateRequestFor(hit));
      const outcome = evaluationOutcome(evaluation, hit.entrance);
      if (outcome.kind === 'not-covered') {
        setPotentialCustomerId(outcome.potentialCustomerId);
        saveAddress(hit);
        onNotCovered({ potentialCustomerId: outcome.potentialCustomerId, address: hit });
      } else if (outcome.kind === 'choose-apartment') {
        setApartmentChoice({
          hit,
          addresses: outcome.addresses,
          offering: evaluation.product,
        });
        onChooseApartment?.(outcome.addresses);
      } else {
        applyHome({ hit, home: outcome.home, offering: evaluation.product });
        onCovered({ home: outcome.home, offering: evaluation.product });
      }
    } catch (error) {
      console.error('Address check failed', error);
      setServiceError(true);
    } finally {
      setChecking(false);
    }
  }

  const statusText = suggestions.searching
    ? 'Söker adresser…'
    : suggestions.query && open && !chosenHit && !suggestionsFailed
      ? hits.length === 0
        ? 'Inga adresser hittades.'
        : hits.length === 1
          ? '1 adress hittades. Välj med pil upp och pil ner.'
          : `${hits.length} adresser hittades. Välj med pil upp och pil ner.`
      : '';
  return (
    <div data-slot="address-search" className={cn('flex flex-col gap-6', className)} {...props}>
      {/* Field and button side by side when the form's own column has room (a partner's
          sidebar may be narrow on a wide screen), not by the window's width. */}
      <form
        role="search"
        aria-label="Adresssökning"
        noValidate
        onSubmit={check}
        className="@container"
      >
        <div className="flex flex-col gap-1.5">
          <label htmlFor={ids.input} className="text-sm font-semibold text-fg">
            Din adress
          </label>
          <div className="flex flex-col gap-3 @md:flex-row">
            <Combobox
              options={hits}
              getOptionKey={hitKey}
              onSelect={pick}
              open={open}
              onOpenChange={setOpen}
              loading={suggestions.searching}
              onClear={() => edit('')}
            >
              <div className="relative flex-1">
                <ComboboxInput
                  id={ids.input}
                  data-slot="address-search-input"
                  autoCapitalize="words"
                  spellCheck={false}
                  placeholder="Skriv din adress här"
                  aria-describedby={problem ? ids.problem : undefined}
                  aria-invalid={problem ? true : undefined}
                  value={text}
                  onChange={(event) => edit(event.target.value)}
                  className="h-13 border pr-11 pl-4 text-lg transition-colors hover:border-fg aria-invalid:border-danger"
                />
                {/* The status line below announces the search; this is only the visual cue. */}
                <ComboboxLoadingIndicator />
                <ComboboxList aria-label="Adressförslag" data-slot="address-search-list">
                  {hits.map((hit) => (
                    <ComboboxOption key={hitKey(hit)} value={hitKey(hit)}>
                      {formatAddressHit(hit)}
                    </ComboboxOption>
                  ))}
                </ComboboxList>
                {suggestions.query && !suggestionsFailed ? (
                  <ComboboxEmpty>Inga adresser matchar din sökning.</ComboboxEmpty>
                ) : null}
              </div>
            </Combobox>
            <Button type="submit" size="lg" loading={checking} loadingLabel="Kollar adressen…">
              Kolla!
            </Button>
          </div>
          {problem ? (
            <p id={ids.problem} className="text-sm font-semibold text-danger">
              {problem}
            </p>
          ) : null}
          <p id={ids.status} role="status" className="sr-only">
            {statusText}
          </p>
        </div>
      </form>

      {serviceError || suggestionsFailed ? (
        <Banner variant="error">{ADDRESS_SERVICE_ERROR}</Banner>
      ) : null}

      {apartmentChoice ? (
        <ApartmentStep
          addresses={apartmentChoice.addresses}
          offering={apartmentChoice.offering}
          address={apartmentChoice.hit}
          // Back from the product page: the home chosen before is marked.
          chosenPointId={storedAddress?.pointId}
          headingLevel={headingLevel}
          onCovered={onCovered}
        />
      ) : null}
    </div>
  );
}
