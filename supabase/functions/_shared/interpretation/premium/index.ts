// The built-in Spanish texts of the premium readings (signatures documented in ../../astro/events-types.ts).
export { composeSolarReturnReading, SOLAR_RETURN_HEADINGS } from './solar-return.ts';
export { composeMonthlyOverview, MONTHLY_HEADINGS } from './monthly.ts';
export { describeEvent, describeTransit } from './events.ts';
