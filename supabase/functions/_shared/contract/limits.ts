// The limits the app, the functions and the database all enforce, named once. The database has the last
// word; contract.test.ts reads the migrations and fails if a number here and the SQL disagree.

/** The earliest birth date any form, function or table accepts (spec §5 asks for a real date; astronomy-engine is exact from here). */
export const MIN_BIRTH_DATE = '1800-01-01';

/** "Ciudad, País" as typed: birth places and return places. */
export const MAX_PLACE_LENGTH = 120;

/** A chart's name (spec §3 chartName). */
export const MAX_CHART_NAME_LENGTH = 120;

/** A saved person's name. */
export const MAX_PERSON_NAME_LENGTH = 80;

/** Charts and compatibility readings one user may generate per hour. */
export const CHARTS_PER_HOUR = 10;
export const COMPATIBILITY_READINGS_PER_HOUR = 10;

/** Premium readings (solar returns and monthly reports together) per user per hour. */
export const PREMIUM_READINGS_PER_HOUR = 20;

/** People one user may save. */
export const PEOPLE_PER_USER = 200;

/** A tarot journal note. */
export const MAX_NOTE_LENGTH = 2000;

/** Years (and months) the premium readings are computed for. */
export const READING_YEARS = { min: 1800, max: 2200 } as const;

/** Browsers one user may turn the daily reminder on in. */
export const PUSH_SUBSCRIPTIONS_PER_USER = 10;

/** Compatibility invitations: created per user per hour, waiting at once (neither used nor expired), days each lasts. */
export const INVITES_PER_HOUR = 10;
export const WAITING_INVITES_PER_USER = 20;
export const INVITE_LIFETIME_DAYS = 7;

/** The inviter's name an invitation shows, and the label only the inviter reads («para Luis»). */
export const MAX_INVITER_NAME_LENGTH = 40;
export const MAX_INVITE_LABEL_LENGTH = 60;
