import { aiConfigured, chatCompletion } from '../_shared/ai.ts';
import { TOO_MANY_REQUESTS, errorResponse, jsonResponse, limitedResponse, rowsInLastHour, serviceClient, withFunction } from '../_shared/http.ts';
import { resolvePlace } from '../_shared/astro/places.ts';
import { computeChart } from '../_shared/astro/chart.ts';
import type { NatalChart } from '../_shared/contract/chart.ts';
import { type Perspective, composeChartInterpretation } from '../_shared/interpretation/compose-chart.ts';
import { aiPromptForChart, validateAiChartText } from '../_shared/interpretation/chart-facts.ts';
import { BirthChartRequestSchema, defaultChartName } from './request.ts';
import { CHARTS_PER_HOUR } from '../_shared/contract/limits.ts';
import { accountName } from '../_shared/contract/person-name.ts';

// generate-birth-chart: validates the request, resolves the place, computes the chart, writes the
// interpretation (AI when configured and sound, else the built-in Spanish text) and stores it for the user.

const MAX_BODY_BYTES = 4 * 1024;

async function interpret(chart: NatalChart, name: string, perspective: Perspective): Promise<{ text: string; source: 'ai' | 'builtin' } | { limited: 429 | 402 }> {
  // The AI prompt and its checks are written for a reading addressed to its owner; someone else's chart gets
  // the built-in third-person text.
  if (perspective === 'other') return { text: composeChartInterpretation(chart, { name, perspective }), source: 'builtin' };
  // Without a provider the prompt (its facts and return dates written out) would be built only to be thrown away.
  if (!aiConfigured()) return { text: composeChartInterpretation(chart, { name }), source: 'builtin' };
  const prompt = aiPromptForChart(chart, name);
  const ai = await chatCompletion(
    [{ role: 'system', content: prompt.system }, { role: 'user', content: prompt.user }],
    { maxTokens: 2600, timeoutMs: 45_000, temperature: 0.7 },
  );
  if (ai.kind === 'limited') return { limited: ai.status };
  if (ai.kind === 'text' && validateAiChartText(ai.text, { timeKnown: chart.timeKnown }) === true) return { text: ai.text, source: 'ai' };
  return { text: composeChartInterpretation(chart, { name }), source: 'builtin' };
}

export const handler = withFunction(
  {
    name: 'generate-birth-chart',
    auth: 'Debes iniciar sesión para generar tu carta natal',
    maxBytes: MAX_BODY_BYTES,
    schema: BirthChartRequestSchema,
    failure: 'Error generando carta natal',
  },
  async ({ body: input, user }) => {
    // The insert's trigger enforces the hourly limit. Counting first only pays off when the work before the
    // insert costs money: an AI call for a request the database would then refuse.
    if (aiConfigured() && (await rowsInLastHour('birth_charts', user.id)) >= CHARTS_PER_HOUR) return errorResponse(429, TOO_MANY_REQUESTS);

    const place = resolvePlace(input.birthLocation);
    if (!place.ok) {
      return errorResponse(422, place.message, { reason: place.reason, suggestions: place.suggestions.map((candidate) => candidate.label) });
    }
    const birthTime = input.birthTime ? input.birthTime.slice(0, 5) : null;
    const chart = computeChart({
      date: input.birthDate,
      time: birthTime,
      place: place.place,
      placeQuery: input.birthLocation,
      houseSystem: input.houseSystem,
    });
    const chartName = input.chartName || defaultChartName(input.birthLocation);
    // The reading speaks to (or of) a person, never to the chart's title: the name given, or for one's own
    // chart the account's name when none was given.
    const subject = input.subject ?? 'self';
    // The account's name from the user GoTrue returned for the token (read from the database, so current after a
    // rename): asking the profile as well would cost every such request a second database round trip.
    const personName = input.personName || (subject === 'self' ? accountName(user) : '') || null;
    const interpretation = await interpret(chart, personName ?? '', subject);
    if ('limited' in interpretation) {
      return limitedResponse(interpretation.limited);
    }

    const { data: stored, error } = await serviceClient()
      .from('birth_charts')
      .insert({
        user_id: user.id,
        chart_name: chartName,
        birth_date: input.birthDate,
        birth_time: birthTime,
        birth_location: input.birthLocation,
        place: chart.location,
        house_system: chart.input.houseSystem,
        chart,
        interpretation: interpretation.text,
        source: interpretation.source,
        subject,
        person_name: personName,
      })
      .select('id, created_at')
      .single();
    if (error) {
      if (error.hint === 'rate_limit') return errorResponse(429, TOO_MANY_REQUESTS);
      throw new Error(`chart insert failed: ${error.message}`);
    }
    return jsonResponse({
      id: stored.id,
      createdAt: stored.created_at,
      chartName,
      interpretation: interpretation.text,
      source: interpretation.source,
      chart,
      subject,
      personName,
    });
  },
);
