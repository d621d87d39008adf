import { useEffect, useId, useState } from 'react';
import { esPremium } from '../../../i18n/es-premium';
import { usePremiumApi } from '../api/premium-api';
import { useOnlineStatus } from '../../../offline/online-status';
import { MAX_PLACE_LENGTH } from '@contract/limits';

// A «Ciudad, País» field with the same suggestions as the chart form, and the function's own
// «¿Quisiste decir…?» list when a place could not be pinned down.

interface PlaceFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  problem?: { message: string; suggestions: string[] } | null;
}

export function PlaceField({ label, value, onChange, hint, problem }: PlaceFieldProps) {
  const suggest = usePremiumApi().searchPlaces;
  const online = useOnlineStatus();
  const [options, setOptions] = useState<string[]>([]);
  const ids = { input: useId(), list: useId(), hint: useId(), problem: useId() };

  useEffect(() => {
    if (!online || value.trim().length < 2) return;
    let cancelled = false;
    const timer = setTimeout(() => void suggest(value).then((found) => !cancelled && setOptions(found)), 250);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [value, online, suggest]);

  const describedBy = [hint ? ids.hint : null, problem ? ids.problem : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field field--wide">
      <label htmlFor={ids.input}>{label}</label>
      <input
        id={ids.input}
        type="text"
        maxLength={MAX_PLACE_LENGTH}
        autoComplete="off"
        list={ids.list}
        placeholder={esPremium.placePlaceholder}
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
      {hint ? (
        <p id={ids.hint} className="field__hint">
          {hint}
        </p>
      ) : null}
      {problem ? (
        <div id={ids.problem} className="premium-form__problem" role="alert">
          <p>{problem.message}</p>
          {problem.suggestions.length ? (
            <>
              <p>{esPremium.placeSuggestions}</p>
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
    </div>
  );
}
