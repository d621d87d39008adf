import { useEffect, useId, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { esPlaces } from '../i18n/es-chart';
import { searchPlaces, type PlaceProblem } from './places';
import { MAX_PLACE_LENGTH } from '@core/contract/limits';
import './place-combobox.css';

// The one «Ciudad, País» field: a WAI-ARIA 1.2 combobox with a listbox popup (list autocomplete, no automatic
// selection). A datalist element is not read by screen readers and does not show on iOS Safari, so the list is ours:
// focus stays in the input and aria-activedescendant names the highlighted option; the count is announced in a
// polite live region. What was typed is never replaced until an option is chosen.

export const PLACE_SEARCH_DELAY_MS = 200;

export interface PlaceComboboxProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  hint?: string;
  required?: boolean;
  /** False while offline: the field stays editable, it just asks for no suggestions. */
  searchable?: boolean;
  suggest?: (query: string) => Promise<string[]>;
  /** A place the function could not pin down: its own message and what the person may have meant. */
  problem?: PlaceProblem | null;
  /** Title over the problem's suggestions ('¿Quisiste decir…?'). */
  suggestionsTitle?: string;
  inputRef?: Ref<HTMLInputElement>;
}

export function PlaceCombobox({
  label,
  value,
  onChange,
  placeholder,
  hint,
  required,
  searchable = true,
  suggest = searchPlaces,
  problem = null,
  suggestionsTitle = esPlaces.suggestions,
  inputRef,
}: PlaceComboboxProps) {
  const ids = { input: useId(), list: useId(), hint: useId(), problem: useId(), status: useId() };
  const [options, setOptions] = useState<string[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [announcement, setAnnouncement] = useState('');
  // The value an option just wrote (or the field started with): no search for it, and the list stays closed.
  const chosen = useRef<string | null>(value);
  const focused = useRef(false);

  useEffect(() => {
    const query = value.trim();
    if (!searchable || query.length < 2 || chosen.current === value) {
      setOptions([]);
      setOpen(false);
      return;
    }
    let cancelled = false;
    const timer = setTimeout(() => {
      void suggest(query).then((found) => {
        if (cancelled) return;
        setOptions(found);
        setActive(-1);
        setOpen(found.length > 0 && focused.current);
        if (focused.current) setAnnouncement(found.length ? esPlaces.found(found.length) : esPlaces.none);
      });
    }, PLACE_SEARCH_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [value, searchable, suggest]);

  function choose(option: string) {
    chosen.current = option;
    onChange(option);
    setOpen(false);
    setActive(-1);
    setAnnouncement(esPlaces.chosen(option));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = options.length;
    switch (event.key) {
      case 'ArrowDown':
        if (!count) return;
        event.preventDefault();
        if (!open || event.altKey) {
          setOpen(true);
          if (!event.altKey) setActive(0);
        } else setActive((active + 1) % count);
        return;
      case 'ArrowUp':
        if (!count) return;
        event.preventDefault();
        setOpen(true);
        setActive(!open || active <= 0 ? count - 1 : active - 1);
        return;
      case 'Enter':
        // With no highlighted option Enter submits the form, as in any text field.
        if (open && active >= 0) {
          event.preventDefault();
          choose(options[active]);
        }
        return;
      case 'Escape':
        if (open) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        }
        return;
      default:
    }
  }

  const optionId = (index: number) => `${ids.list}-${index}`;
  const describedBy = [hint ? ids.hint : null, problem ? ids.problem : null].filter(Boolean).join(' ') || undefined;
  const expanded = open && options.length > 0;

  return (
    <div className="field field--wide place-combobox">
      <label htmlFor={ids.input}>{label}</label>
      <div className="place-combobox__control">
        <input
          id={ids.input}
          ref={inputRef}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={ids.list}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          aria-describedby={describedBy}
          aria-invalid={problem ? true : undefined}
          required={required}
          maxLength={MAX_PLACE_LENGTH}
          autoComplete="off"
          autoCapitalize="words"
          spellCheck={false}
          placeholder={placeholder}
          value={value}
          onChange={(event) => {
            chosen.current = null;
            onChange(event.target.value);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => {
            focused.current = true;
          }}
          onBlur={() => {
            focused.current = false;
            setOpen(false);
            setActive(-1);
          }}
        />
        <ul id={ids.list} role="listbox" aria-label={esPlaces.listLabel(label)} className="place-combobox__list" hidden={!expanded}>
          {options.map((option, index) => (
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the keyboard stays on the combobox input (aria-activedescendant)
            <li
              key={option}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className="place-combobox__option"
              // Keeps focus in the input, where the screen reader and the keyboard are.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(option)}
            >
              {option}
            </li>
          ))}
        </ul>
      </div>
      <p id={ids.status} role="status" className="visually-hidden">
        {announcement}
      </p>
      {hint ? (
        <p id={ids.hint} className="field__hint">
          {hint}
        </p>
      ) : null}
      {problem ? (
        <div id={ids.problem} className="problem-box place-combobox__problem" role="alert">
          {problem.message ? <p>{problem.message}</p> : null}
          {problem.suggestions.length ? (
            <>
              <p>{suggestionsTitle}</p>
              <ul>
                {problem.suggestions.map((suggestion) => (
                  <li key={suggestion}>
                    <button type="button" className="chip" onClick={() => choose(suggestion)}>
                      {suggestion}
                    </button>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
