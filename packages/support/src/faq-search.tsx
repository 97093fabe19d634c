import { cn } from '@lingon/design-system/lib/cn';
import { Spinner } from '@lingon/design-system/spinner';
import { TextField } from '@lingon/design-system/text-field';
import * as React from 'react';
import { GuideList } from './guide-list';
import { LoadError } from './load-error';
import { useFaqCategories, useFaqSearch } from './lib/use-faq';

/** Typing settles for this long before a search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;

export function noResultsText(query: string): string {
  return `Inga träffar för ”${query}”`;
}

export interface FaqSearchProps extends React.ComponentProps<'search'> {
  defaultQuery?: string;
}

/** Search the guides while typing (from two characters); results in popularity order. */
export function FaqSearch({ defaultQuery = '', className, ...props }: FaqSearchProps) {
  const [text, setText] = React.useState(defaultQuery);
  const [query, setQuery] = React.useState(defaultQuery);
  const search = useFaqSearch(query);
  const categories = useFaqCategories();

  React.useEffect(() => {
    const timer = setTimeout(() => setQuery(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const trimmed = query.trim();
  const active = trimmed.length >= 2;
  const result = active ? search.data : undefined;
  const pending =
    active && (search.isLoading || (search.isValidating && result?.query !== trimmed));

  return (
    <search data-slot="faq-search" className={cn('flex flex-col gap-4', className)} {...props}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setQuery(text);
        }}
      >
        <TextField
          label="Sök bland vanliga frågor"
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          hint="Till exempel ”faktura”, ”eSIM” eller ”flytta nummer”."
          size="lg"
          autoComplete="off"
        />
      </form>
      {/* One live region for the outcome, so screen readers hear how the search went. */}
      <div role="status" className="text-sm text-muted">
        {!active ? null : pending ? (
          <span className="inline-flex items-center gap-2">
            {/* The region already says it; the spinner is only the picture. */}
            <Spinner aria-hidden="true" /> Söker…
          </span>
        ) : result ? (
          result.total === 0 ? (
            <span className="text-base text-fg">{noResultsText(result.query)}</span>
          ) : (
            `${result.total} ${result.total === 1 ? 'träff' : 'träffar'} för ”${result.query}”`
          )
        ) : null}
      </div>
      {active && search.error && !result ? (
        <LoadError onRetry={() => void search.mutate()} retrying={search.isValidating} />
      ) : null}
      {result && result.guides.length > 0 ? (
        <GuideList
          guides={result.guides}
          categories={categories.data?.categories}
          aria-label="Sökresultat"
        />
      ) : null}
    </search>
  );
}
