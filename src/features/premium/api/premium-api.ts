import { featureApi } from '../../../lib/feature-api';
import { searchPlaces } from '../../../lib/places';
import { listBirthCharts } from './birth-charts';
import { generateMonthlyReport } from './generate-monthly-report';
import { generateSolarReturn } from './generate-solar-return';
import { fetchReading, listReadings } from './saved-readings';

// Every network operation the premium views use, behind the feature's one seam (src/lib/feature-api.tsx): the app
// gets the real ones; component tests provide their own so they never touch a backend.
export const premiumApi = featureApi({ generateSolarReturn, generateMonthlyReport, listBirthCharts, listReadings, fetchReading, searchPlaces });

export type PremiumApi = ReturnType<typeof premiumApi.useApi>;
