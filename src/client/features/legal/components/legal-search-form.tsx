import { Trans, useLingui } from '@lingui/react/macro';
import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { LEGAL_SEARCH_MAX_LENGTH } from '@shared/legal-filters';
import { Button } from '@client/components/ui/button';
import { Field, Input } from '@client/components/ui/field';
import { paths } from '@client/lib/paths';
import { normaliseLegalQuery } from '../api/search-legal';
import { useStableId } from '@client/lib/stable-id';

export interface LegalSearchFormProps {
  /** The words of the search in the address, shown in the box. */
  initialQuery: string;
  onSearch: (query: string) => void;
}

/** Requirements §2: a search box with a Search All button, across every kind of the database. */
export function LegalSearchForm({ initialQuery, onSearch }: LegalSearchFormProps) {
  const { t } = useLingui();
  const headingId = useStableId();
  const inputId = useStableId();
  const [value, setValue] = useState(initialQuery);
  const [shownQuery, setShownQuery] = useState(initialQuery);
  const [error, setError] = useState<string | undefined>();
  // The address changed (Back, a shared link): show its words, keeping focus in the box.
  if (shownQuery !== initialQuery) {
    setShownQuery(initialQuery);
    setValue(initialQuery);
    setError(undefined);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = normaliseLegalQuery(value);
    if (!query) {
      setError(t`Please type a word or a citation to search for.`);
      document.getElementById(inputId)?.focus();
      return;
    }
    setError(undefined);
    onSearch(query);
  }

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-3xl font-bold text-ink-900">
        <Trans>Search All</Trans>
      </h2>
      <form
        role="search"
        aria-labelledby={headingId}
        noValidate
        // Without JavaScript the browser sends the words to /legal?q=…, which the server renders.
        method="get"
        action={paths.legal.getHref()}
        onSubmit={submit}
      >
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <Field
            id={inputId}
            label={t`Words or citation to look for`}
            hint={t`For example: rescission, cancel, or a section number such as 721.10.`}
            error={error}
            className="flex-1"
          >
            {(aria) => (
              <Input
                {...aria}
                type="search"
                name="q"
                value={value}
                maxLength={LEGAL_SEARCH_MAX_LENGTH}
                autoComplete="off"
                enterKeyHint="search"
                onChange={(event) => {
                  setValue(event.target.value);
                  if (error) setError(undefined);
                }}
                className="text-lg"
              />
            )}
          </Field>
          <Button type="submit" size="lg" className={error ? 'sm:mb-7' : undefined}>
            <Search aria-hidden="true" className="h-5 w-5" />
            <Trans>Search All</Trans>
          </Button>
        </div>
      </form>
    </section>
  );
}
