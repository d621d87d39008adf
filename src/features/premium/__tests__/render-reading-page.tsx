import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Toaster } from 'sonner';
import { premiumApi, type PremiumApi } from '../api/premium-api';

// A reading page as the app mounts it (router, toasts), on an API with no charts, readings or places unless the
// test brings its own, so it never touches a backend.

export function renderReadingPage(page: ReactElement, api: Partial<PremiumApi> = {}) {
  const quiet: Partial<PremiumApi> = { listBirthCharts: async () => [], listReadings: async () => [], searchPlaces: async () => [], ...api };
  return render(
    <MemoryRouter>
      <Toaster />
      <premiumApi.Provider api={quiet}>{page}</premiumApi.Provider>
    </MemoryRouter>,
  );
}
