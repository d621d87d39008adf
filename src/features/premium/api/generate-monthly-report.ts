import { invokeReading, type ReadingOutcome } from './invoke-reading';
import type { MonthlyReportReading, NatalRequest } from './types';

export interface MonthlyReportRequest {
  natal: NatalRequest;
  /** 'YYYY-MM'. */
  month: string;
  /** The device's IANA zone, so the month starts and ends at the user's midnight. */
  timeZone: string;
}

export function generateMonthlyReport(request: MonthlyReportRequest): Promise<ReadingOutcome<MonthlyReportReading>> {
  return invokeReading('generate-monthly-report', { ...request.natal, month: request.month, timeZone: request.timeZone });
}

/** The device's time zone, or UTC when the runtime does not say. */
export function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
