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
import { Link } from '@lingon/design-system/link';
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
import { SUPPORT_HOURS, SUPPORT_PHONE } from '@lingon/contracts/site/support-contact';
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

/** What went wrong with the last check: the text, and whether the address was not found at all. */
interface Problem {
  text: string;
  notFound?: boolean;
}

/** What the status line says once the apartment step has opened, so that it is not silent. */
export function apartmentStepText(address: AddressHit, homes: number): string {
  return homes > 1
    ? `Det finns flera bostäder på ${formatAddressHit(address)}. Välj din bostad i listan.`
    : `Bekräfta din bostad på ${formatAddressHit(address)} i listan.`;
}

/** A key per suggestion, unique among the hits: the street address and its postcode. */
function hitKey(hit: AddressHit): string {
  return `${formatAddressHit(hit)}-${hit.zipcode}`;
}

/**
 * The /bredband address check: an ARIA 1.2 combobox (design-system Combobox) with suggestions
 * as the visitor types (↑/↓ move, Enter picks, Escape closes, a second Escape clears). Picking a
 * suggestion checks it at once; 'Kolla!' evaluates the chosen address, or the one address the
 * typed text matches (text matching several asks the visitor to choose). The check leads to
 * products, apartments or the waiting list. A problem is announced and puts focus back in the
 * field; the apartment step is announced on the status line as it opens.
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
  const [problem, setProblem] = React.useState<Problem | null>(null);
  /** Said on the status line after a check (the apartment step opened); cleared by typing. */
  const [announcement, setAnnouncement] = React.useState('');
  const formRef = React.useRef<HTMLFormElement>(null);
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
    setAnnouncement('');
    setServiceError(false);
    if (apartmentChoice) setApartmentChoice(null);
  }

  function fill(hit: AddressHit) {
    setText(formatAddressHit(hit));
    setChosen(hit);
    setOpen(false);
    setProblem(null);
  }

  /** A suggestion picked from the list is what the visitor wants checked: check it at once. */
  function pick(hit: AddressHit) {
    fill(hit);
    void check(hit);
  }

  /** Say what is wrong and put the visitor back in the field to correct it. */
  function showProblem(next: Problem) {
    setProblem(next);
    // The form's own document, or shadow root in the embed, where `document` cannot see it.
    const root = formRef.current?.getRootNode() as Document | ShadowRoot | undefined;
    root?.getElementById(ids.input)?.focus();
  }

  /**
   * The hit to check: the chosen one, else the one address the typed text matches. Text that
   * matches several is left for the visitor to choose (matchTypedAddress).
   */
  async function resolveHit(picked?: AddressHit): Promise<TypedAddressMatch> {
    if (picked) return { kind: 'one', hit: picked };
    if (chosenHit) return { kind: 'one', hit: chosenHit };
    const query = suggestionQuery(text);
    if (!query) return { kind: 'none' };
    if (suggestions.query === query && !suggestions.searching && hits.length > 0) {
      return matchTypedAddress(text, hits);
    }
    return matchTypedAddress(text, await searchAddresses(query));
  }

  /** Check the picked suggestion, or else what the field holds ('Kolla!'). */
  async function check(picked?: AddressHit) {
    if (checking) return;
    setOpen(false);
    setProblem(null);
    setAnnouncement('');
    setServiceError(false);
    if (!picked && !suggestionQuery(text)) {
      showProblem({ text: 'Skriv din adress, till exempel Storgatan 1, Lund.' });
      return;
    }
    setChecking(true);
    try {
      const match = await resolveHit(picked);
      if (match.kind === 'none') {
        showProblem({
          text: `Vi hittade ingen adress som matchar ”${text.trim()}”. Kontrollera stavningen och försök igen.`,
          notFound: true,
        });
        return;
      }
      if (match.kind === 'several') {
        // The text stays as typed; the matches open below it to choose from.
        showProblem({ text: severalAddressesText(text) });
        setOpen(true);
        return;
      }
      const { hit } = match;
      fill(hit);
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
        setAnnouncement(apartmentStepText(hit, outcome.addresses.length));
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

  const statusText = announcement
    ? announcement
    : suggestions.searching
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
        ref={formRef}
        onSubmit={(event) => {
          event.preventDefault();
          void check();
        }}
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
                {/* Under a narrow form the button is below the field: the list pushes it down
                    instead of lying over it. */}
                <ComboboxList
                  aria-label="Adressförslag"
                  data-slot="address-search-list"
                  className="@max-md:static"
                >
                  {hits.map((hit) => (
                    <ComboboxOption key={hitKey(hit)} value={hitKey(hit)}>
                      {formatAddressHit(hit)}
                    </ComboboxOption>
                  ))}
                </ComboboxList>
                {suggestions.query && !suggestionsFailed ? (
                  <ComboboxEmpty className="@max-md:static">
                    Inga adresser matchar din sökning.
                  </ComboboxEmpty>
                ) : null}
              </div>
            </Combobox>
            <Button type="submit" size="lg" loading={checking} loadingLabel="Kollar adressen…">
              Kolla!
            </Button>
          </div>
          {/* Always there, so that a problem written into it is announced; while empty it takes
              no room (its margin cancels the column's gap). */}
          <div aria-live="assertive" aria-atomic="true" className="empty:-mt-1.5">
            {problem ? (
              <p id={ids.problem} className="text-sm font-semibold text-danger">
                {problem.text}
              </p>
            ) : null}
          </div>
          {problem?.notFound ? (
            <p data-slot="address-search-help" className="text-sm text-fg">
              Hittar du inte din adress? Ring oss på{' '}
              <Link href={SUPPORT_PHONE.href}>{SUPPORT_PHONE.display}</Link>, {SUPPORT_HOURS}, så
              hjälper vi dig.
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
