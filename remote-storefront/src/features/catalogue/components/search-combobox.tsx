import { useState, type KeyboardEvent } from 'react';
import type { Suggestion } from '@storefront/shared/contracts';
import { SEARCH_TEXT_MAX_LENGTH } from '@storefront/shared/constants';
import { useSuggestions } from '../hooks/use-suggestions';
import './catalogue.css';

export interface SearchComboboxProps {
  id: string;
  defaultValue: string;
  /** The id of the message that says what is wrong with the search, when something is. */
  problemId?: string;
  onPick: (suggestion: Suggestion) => void;
}

const keyOf = (suggestion: Suggestion) =>
  suggestion.kind === 'product' ? `product-${suggestion.id}` : `category-${suggestion.slug}`;

/**
 * The search box, with suggestions as the customer types: the ARIA combobox
 * pattern with a list popup. Arrow keys move through the suggestions (focus
 * stays in the box), Enter picks one, Escape closes them. With no suggestion
 * chosen, Enter searches as a plain form does.
 */
export function SearchCombobox({ id, defaultValue, problemId, onPick }: SearchComboboxProps) {
  // Only what the customer types asks for suggestions: a search the page opened with has its results.
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const items = useSuggestions(text);
  // A new answer means new options: none of them is chosen yet.
  const [shownItems, setShownItems] = useState(items);
  if (shownItems !== items) {
    setShownItems(items);
    setActive(-1);
  }

  const listId = `${id}-suggestions`;
  const optionId = (index: number) => `${listId}-${index}`;
  const expanded = open && items.length > 0;

  function pick(index: number) {
    const suggestion = items[index];
    if (!suggestion) return;
    setOpen(false);
    setActive(-1);
    onPick(suggestion);
  }

  function move(step: 1 | -1) {
    setOpen(true);
    setActive((current) => {
      if (!expanded || current < 0) return step === 1 ? 0 : items.length - 1;
      return (current + step + items.length) % items.length;
    });
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (items.length === 0) return;
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter') {
      if (expanded && active >= 0) {
        event.preventDefault();
        pick(active);
      } else {
        setOpen(false);
      }
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  return (
    <div className="sf-combobox">
      <input
        id={id}
        name="q"
        type="search"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        // Uncontrolled, as the plain form it is before the script runs: what was
        // typed then survives hydration. The state only feeds the suggestions.
        defaultValue={defaultValue}
        maxLength={SEARCH_TEXT_MAX_LENGTH}
        aria-invalid={problemId ? true : undefined}
        aria-describedby={problemId}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <ul id={listId} role="listbox" aria-label="Suggestions" hidden={!expanded}>
        {items.map((suggestion, index) => (
          <li
            key={keyOf(suggestion)}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            // Keeps the focus in the box, so the pick is not lost to its blur.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(index)}
          >
            {suggestion.name}{' '}
            <span className="sf-combobox__hint">
              {suggestion.kind === 'category' ? 'Category' : `in ${suggestion.categoryName}`}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
