import { invokeReading, type ReadingOutcome } from './invoke-reading';
import type { NatalRequest, SolarReturnReading } from './types';

export interface SolarReturnRequest {
  natal: NatalRequest;
  year: number;
  /** «Ciudad, País»; null for the birthplace. */
  returnLocation: string | null;
}

export function generateSolarReturn(request: SolarReturnRequest): Promise<ReadingOutcome<SolarReturnReading>> {
  return invokeReading('generate-solar-return', { ...request.natal, year: request.year, returnLocation: request.returnLocation });
}
