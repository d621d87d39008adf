import { featureApi } from '../../../lib/feature-api';
import { searchPlaces } from '../../../lib/places';
import { acceptInvitation, readInvitation } from './invitation';

// What the invitee's page asks of the backend, behind the feature's seam (src/lib/feature-api.tsx).
export const invitationApi = featureApi({ readInvitation, acceptInvitation, suggestPlaces: searchPlaces });
