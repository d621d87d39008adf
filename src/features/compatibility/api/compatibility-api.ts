import { featureApi } from '../../../lib/feature-api';
import { searchPlaces } from '../../../lib/places';
import { countPersonReadings } from './count-person-readings';
import { deletePerson } from './delete-person';
import { deleteReading } from './delete-reading';
import { fetchReading } from './fetch-reading';
import { generateCompatibility } from './generate-compatibility';
import { cancelInvite, createInvite, inviterFirstName, listInvites } from './invites';
import { latestChart } from './latest-chart';
import { listPeople } from './list-people';
import { listReadings } from './list-readings';
import { markSelf } from './mark-self';
import { savePerson } from './save-person';

// What the compatibility panel asks of the backend, behind the feature's one seam (src/lib/feature-api.tsx).
export const compatibilityApi = featureApi({
  listPeople,
  savePerson,
  markSelf,
  deletePerson,
  countPersonReadings,
  latestChart,
  generate: generateCompatibility,
  listReadings,
  fetchReading,
  deleteReading,
  suggestPlaces: searchPlaces,
  createInvite,
  listInvites,
  cancelInvite,
  inviterFirstName,
});

export type CompatibilityApi = ReturnType<typeof compatibilityApi.useApi>;
