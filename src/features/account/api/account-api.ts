import { featureApi } from '../../../lib/feature-api';
import { clearDevice } from './clear-device';
import { deleteAccount } from './delete-account';
import { downloadFile } from './download';
import { collectCharts, collectUserData } from './export-data';

// What the account's data and deletion sections ask of the backend and the browser, behind the feature's one seam
// (src/lib/feature-api.tsx).
export const accountApi = featureApi({ collectUserData, collectCharts, downloadFile, deleteAccount, clearDevice });

export type AccountApi = ReturnType<typeof accountApi.useApi>;
