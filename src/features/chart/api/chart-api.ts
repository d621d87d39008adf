import { featureApi } from '../../../lib/feature-api';
import { searchPlaces } from '../../../lib/places';
import { generateChart } from './generate-chart';
import { listCharts } from './list-charts';
import { markWelcomeDone } from './welcome';

// What the chart section asks of the backend, behind the feature's one seam (src/lib/feature-api.tsx).
export const chartApi = featureApi({ generate: generateChart, suggestPlaces: searchPlaces, listRemote: listCharts, markWelcome: markWelcomeDone });
