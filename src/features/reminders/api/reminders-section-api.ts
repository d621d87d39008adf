import { featureApi } from '../../../lib/feature-api';
import { browserRemindersApi, type RemindersApi } from './reminders-api';

// The reminder section's seam (src/lib/feature-api.tsx): the browser and backend of reminders-api.ts, or a test's
// fakes. In a file of its own: reminders-api.ts also travels with the sign-in and sign-out steps of the shell.
export const remindersApi = featureApi<RemindersApi>(browserRemindersApi);
