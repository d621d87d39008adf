import { useEffect, useId, useState, type Ref } from 'react';
import { es } from '../../../i18n/es';
import { searchPlaces } from '../../../lib/places';
import { MAX_PLACE_LENGTH } from '@contract/limits';

// The chart form's «Ciudad, País» field, with the same props as the shared place combobox (src/lib), so one
// can replace the other by its import. `problem` is what failed: the form's own check or the function's.

export interface PlaceFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  hint?: string;
  required?: boolean;
  searchable?: boolean;
  suggest?: (query: string) => Promise<string[]>;
  problem?: { message: string | null; suggestions: string[] } | null;
  suggestionsTitle?: string;
  inputRef?: Ref<HTMLInputElement>;
}

export function PlaceField({
  label,
  value,
  onChange,
  placeholder,
  hint,
  required,
  searchable = true,
  suggest = searchPlaces,
  problem = null,
  suggestionsTitle = es.chart.placeSuggestions,
  inputRef,
}: PlaceFieldProps) {
  const ids = { input: useId(), list: useId(), hint: useId(), problem: useId() };
  const [options, setOptions] = useState<string[]>([]);

  useEffect(() => {
    if (!searchable || value.trim().length < 2) return;
    const timer = setTimeout(() => {
      void suggest(value).then(setOptions);
    }, 250);
    return () => clearTimeout(timer);
  }, [value, searchable, suggest]);

  const describedBy = [problem ? ids.problem : null, hint ? ids.hint : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className="field field--wide">
      <label htmlFor={ids.input}>{label}</label>
      <input
        id={ids.input}
        ref={inputRef}
        type="text"
        required={required}
        maxLength={MAX_PLACE_LENGTH}
        autoComplete="off"
        list={ids.list}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={describedBy}
        aria-invalid={problem ? true : undefined}
      />
      <datalist id={ids.list}>
        {options.map((option) => (
          <option key={option} value={option} />
        ))}
      </datalist>
      {problem ? (
        <div id={ids.problem} className="field__error chart-form__place-problem" role="alert">
          {problem.message ? <p>{problem.message}</p> : null}
          {problem.suggestions.length ? (
            <>
              <p>{suggestionsTitle}</p>
              <ul>
                {problem.suggestions.map((suggestion) => (
                  <li key={suggestion}>
                    <button type="button" className="chip" onClick={() => onChange(suggestion)}>
                      {suggestion}
                    </button>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ) : null}
      {hint ? (
        <p id={ids.hint} className="field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
