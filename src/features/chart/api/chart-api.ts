import { featureApi } from '../../../lib/feature-api';
import { searchPlaces } from '../../../lib/places';
import { canShareFiles } from '../../../lib/share-image/share-file';
import { generateChart } from './generate-chart';
import { listCharts } from './list-charts';
import { shareBigThree } from './share-big-three';
import { markWelcomeDone } from './welcome';

// What the chart section asks of the backend and of the browser (its canvas and share sheet), behind the
// feature's one seam (src/lib/feature-api.tsx).
export const chartApi = featureApi({
  generate: generateChart,
  suggestPlaces: searchPlaces,
  listRemote: listCharts,
  markWelcome: markWelcomeDone,
  shareBigThree,
  canShareFiles,
});
