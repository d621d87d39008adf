// computeCompatibility: synastry, composite, Davison and scores for two natal charts, in one pure call (numbers only:
// interpretation/compatibility/contacts.ts words the contacts).
import { compositeChart, davisonChart } from './composite.ts';
import { moonCertainty, scoreCompatibility } from './compatibility-score.ts';
import { houseOverlays, interAspects } from './synastry.ts';
import type { ChartPoint, CompatibilityResult, HouseOverlay } from './compatibility-types.ts';
import type { NatalChart } from '../contract/chart.ts';

export function computeCompatibility(a: NatalChart, b: NatalChart): CompatibilityResult {
  const aspects = interAspects(a, b);
  const aInB = houseOverlays(a, b);
  const bInA = houseOverlays(b, a);
  const overlays: HouseOverlay[] = [
    ...overlayList('a', aInB),
    ...overlayList('b', bInA),
  ];
  const { scores, contacts } = scoreCompatibility({ aspects, overlays, certainty: { a: moonCertainty(a), b: moonCertainty(b) } });
  return { aspects, overlays: { aInB, bInA }, composite: compositeChart(a, b), davison: davisonChart(a, b), scores, contacts };
}

function overlayList(guest: 'a' | 'b', houses: Partial<Record<ChartPoint, number>>): HouseOverlay[] {
  return (Object.entries(houses) as [ChartPoint, number][]).map(([point, house]) => ({ guest, point, house }));
}
