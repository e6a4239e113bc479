import { Trans, useLingui } from '@lingui/react/macro';
import { Plus, X } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '@client/components/ui/button';
import { FieldMessage, Input, OptionalMark } from '@client/components/ui/field';

export const MAX_TAGS = 30;
export const MAX_TAG_LENGTH = 60;

export interface TagsInputProps {
  id: string;
  label: string;
  value: readonly string[];
  onChange: (tags: string[]) => void;
  onBlur?: () => void;
  /** Offered as the person types (a datalist), such as the site's topic lists. */
  suggestions: readonly string[];
  error?: string;
  /** The form's ref callback, so it can move focus here when the tags have a problem. */
  inputRef?: (element: HTMLInputElement | null) => void;
}

/**
 * Tags as removable chips. Enter, a comma or the Add button adds what was typed (several at
 * once when separated by commas); leaving the box adds it too, so nothing typed is lost.
 */
export function TagsInput({
  id,
  label,
  value,
  onChange,
  onBlur,
  suggestions,
  error,
  inputRef,
}: TagsInputProps) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const ownInput = useRef<HTMLInputElement | null>(null);
  const shownError = problem ?? error;

  function setInputRef(element: HTMLInputElement | null) {
    ownInput.current = element;
    inputRef?.(element);
  }
  /* eslint-disable lingui/no-unlocalized-strings -- element ids */
  const describedBy = [`${id}-hint`, shownError ? `${id}-error` : null].filter(Boolean).join(' ');
  const suggestionsId = `${id}-suggestions`;
  /* eslint-enable lingui/no-unlocalized-strings */

  function add(raw: string): boolean {
    const parts = raw
      .split(',')
      .map((part) => part.trim().replace(/\s+/g, ' '))
      .filter(Boolean);
    if (parts.length === 0) return true;
    const next = [...value];
    for (const part of parts) {
      if (part.length > MAX_TAG_LENGTH) {
        setProblem(t`Each tag must be ${MAX_TAG_LENGTH} characters or fewer.`);
        return false;
      }
      if (next.some((tag) => tag.toLowerCase() === part.toLowerCase())) continue;
      if (next.length >= MAX_TAGS) {
        setProblem(t`Use at most ${MAX_TAGS} tags.`);
        return false;
      }
      next.push(part);
    }
    setProblem(null);
    if (next.length !== value.length) onChange(next);
    return true;
  }

  function commit() {
    if (add(text)) setText('');
  }

  function remove(tag: string) {
    onChange(value.filter((item) => item !== tag));
    setProblem(null);
    ownInput.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Ctrl/⌘+Enter is left to the form (save).
    if ((event.key === 'Enter' && !event.ctrlKey && !event.metaKey) || event.key === ',') {
      event.preventDefault();
      commit();
    }
  }

  const lowerValue = new Set(value.map((tag) => tag.toLowerCase()));
  const offered = suggestions.filter((tag) => !lowerValue.has(tag.toLowerCase()));

  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block font-semibold text-ink-900">
        {label}
        <OptionalMark />
      </label>
      <FieldMessage id={id} kind="hint">
        <Trans>
          Type a tag and press Enter (or a comma). Suggestions from the site’s topic lists appear as
          you type.
        </Trans>
      </FieldMessage>
      {value.length > 0 ? (
        <ul aria-label={t`${label} added`} className="flex flex-wrap gap-2">
          {value.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full border border-brand-200 bg-brand-50 py-0.5 pr-0.5 pl-3 text-sm font-medium text-brand-900"
            >
              {tag}
              <button
                type="button"
                onClick={() => remove(tag)}
                aria-label={t`Remove tag ${tag}`}
                className="inline-flex h-8 w-8 items-center justify-center rounded-full text-brand-900 hover:bg-brand-100"
              >
                <X aria-hidden="true" className="h-4 w-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex gap-2">
        <Input
          id={id}
          // React 19 passes ref as a prop; Input spreads it onto the <input>.
          {...{ ref: setInputRef }}
          list={suggestionsId}
          autoComplete="off"
          value={text}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            setText(event.target.value);
            if (problem) setProblem(null);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            commit();
            onBlur?.();
          }}
        />
        <Button variant="outline" onClick={commit} className="shrink-0">
          <Plus aria-hidden="true" className="h-5 w-5" />
          <Trans>
            Add <span className="sr-only">tag</span>
          </Trans>
        </Button>
      </div>
      <datalist id={suggestionsId}>
        {offered.map((tag) => (
          <option key={tag} value={tag} />
        ))}
      </datalist>
      <FieldMessage id={id} kind="error">
        {shownError}
      </FieldMessage>
    </div>
  );
}
