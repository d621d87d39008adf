import { createContext, useContext, type ReactNode } from 'react';
import { searchPlaces } from '../../../lib/places';
import { listBirthCharts } from './birth-charts';
import { generateMonthlyReport } from './generate-monthly-report';
import { generateSolarReturn } from './generate-solar-return';
import { fetchReading, listReadings } from './saved-readings';

// Every network operation the premium views use, in one place: the app gets the real ones; component tests
// provide their own so they never touch a backend.

export interface PremiumApi {
  generateSolarReturn: typeof generateSolarReturn;
  generateMonthlyReport: typeof generateMonthlyReport;
  listBirthCharts: typeof listBirthCharts;
  listReadings: typeof listReadings;
  fetchReading: typeof fetchReading;
  searchPlaces: typeof searchPlaces;
}

const defaultApi: PremiumApi = { generateSolarReturn, generateMonthlyReport, listBirthCharts, listReadings, fetchReading, searchPlaces };

const PremiumApiContext = createContext<PremiumApi>(defaultApi);

export function PremiumApiProvider({ api, children }: { api: Partial<PremiumApi>; children: ReactNode }) {
  return <PremiumApiContext.Provider value={{ ...defaultApi, ...api }}>{children}</PremiumApiContext.Provider>;
}

export function usePremiumApi(): PremiumApi {
  return useContext(PremiumApiContext);
}
