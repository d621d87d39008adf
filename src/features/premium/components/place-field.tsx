import { esPremium } from '../../../i18n/es-premium';
import { premiumApi } from '../api/premium-api';
import { useOnlineStatus } from '../../../lib/online-status';
import { PlaceCombobox } from '../../../lib/place-combobox';

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
  const suggest = premiumApi.useApi().searchPlaces;
  const online = useOnlineStatus();
  return (
    <PlaceCombobox
      label={label}
      value={value}
      onChange={onChange}
      hint={hint}
      placeholder={esPremium.placePlaceholder}
      searchable={online}
      suggest={suggest}
      problem={problem ?? null}
      suggestionsTitle={esPremium.placeSuggestions}
    />
  );
}
