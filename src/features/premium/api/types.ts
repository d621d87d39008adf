import type { NatalChart } from '@core/contract/chart';
import type { AstroEvent, LunarReturn, ProgressedMoon } from '@core/astro/events-types';

// What the premium functions return, as the app keeps and shows it (a reading is stored whole in Dexie).

export interface SolarReturnReading {
  id: string;
  kind: 'solar_return';
  utc: string;
  chart: NatalChart;
  interpretation: string;
  source: 'ai' | 'builtin';
  createdAt: string;
  params: {
    year: number;
    place: { name: string; country: string; timezone: string };
    localTime: string;
    returnLocation: string | null;
    chartId: string | null;
    birthLocation: string;
  };
}

/** An event as the monthly report returns it: the CLI's shape plus its short Spanish text. */
export type ReportEvent = AstroEvent & { text: string };

export interface MonthlyReportReading {
  id: string;
  kind: 'monthly_report';
  events: ReportEvent[];
  interpretation: string;
  source: 'ai' | 'builtin';
  createdAt: string;
  lunarReturns: LunarReturn[];
  progressedMoon: ProgressedMoon;
  params: {
    month: string;
    timeZone: string;
    fromUtc: string;
    toUtc: string;
    chartId: string | null;
    /** Whose report it is, for the printed page: absent on reports made before they were stored. */
    chartName?: string | null;
    personName?: string | null;
    birthDate?: string;
    birthLocation: string;
  };
}

export type PremiumReading = SolarReturnReading | MonthlyReportReading;

/** The natal chart a reading is for: one of the user's stored charts, or birth data typed in. */
export type NatalRequest =
  | { chartId: string }
  | { birthDate: string; birthTime: string | null; birthLocation: string };
