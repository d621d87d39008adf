import { chatCompletion } from '../_shared/ai.ts';
import * as z from 'zod/mini';
import { jsonResponse, limitedResponse, serviceClient, withFunction } from '../_shared/http.ts';
import { drawCard } from '../_shared/tarot/draw.ts';
import type { Tables } from '../_shared/contract/database.ts';
import { isTimeZone, localDate } from '../_shared/contract/local-date.ts';
import { aiPromptForCard, composeReading, parseAiReading } from '../_shared/tarot/reading.ts';

// generate-tarot-reading: one card per user per calendar day on the user's clock. The body may name the device's
// IANA zone ({ "timeZone": "America/Mexico_City" }); without a body the day is UTC's, as the spec's empty call
// always had. The table's unique (user_id, reading_date) decides races, so simultaneous calls all answer with the
// one row that won.

const MAX_BODY_BYTES = 1024;
const BODY_MESSAGE = 'La petición debe ir vacía o ser un JSON como { "timeZone": "Europe/Madrid" }.';
const ZONE_MESSAGE = 'No reconocemos esa zona horaria: usa un nombre IANA, como America/Mexico_City o Europe/Madrid.';
const BodySchema = z.object({
  timeZone: z.nullish(z.string().check(z.refine(isTimeZone))),
});

type TarotReadingRow = Omit<Tables<'tarot_readings'>, 'source'> & { source: 'ai' | 'builtin' };

/**
 * A card already drawn for a later date than `date`: after a draw on a clock ahead (Kiritimati) the user switched
 * to one behind (Ciudad de México). The days a user gets cards for then never run backwards, so changing the
 * device's zone never yields a second card within one stretch of time.
 */
async function laterReading(userId: string, date: string): Promise<TarotReadingRow | null> {
  const { data, error } = await serviceClient()
    .from('tarot_readings')
    .select('*')
    .eq('user_id', userId)
    .gt('reading_date', date)
    .order('reading_date', { ascending: false })
    .limit(1)
    .maybeSingle();
  if (error) throw new Error(`later reading lookup failed: ${error.message}`);
  return data as TarotReadingRow | null;
}

async function todaysReading(userId: string, date: string): Promise<TarotReadingRow | null> {
  const { data, error } = await serviceClient()
    .from('tarot_readings')
    .select('*')
    .eq('user_id', userId)
    .eq('reading_date', date)
    .maybeSingle();
  if (error) throw new Error(`reading lookup failed: ${error.message}`);
  return data as TarotReadingRow | null;
}

export const handler = withFunction(
  {
    name: 'generate-tarot-reading',
    auth: 'Debes iniciar sesión para tu lectura diaria',
    maxBytes: MAX_BODY_BYTES,
    schema: BodySchema,
    // No body: the day is UTC's, as the spec's empty call always had.
    emptyBody: {},
    messages: { notJson: BODY_MESSAGE, invalid: ZONE_MESSAGE },
    failure: 'Error generando lectura',
  },
  async ({ body, user }) => {
    const date = localDate(new Date(), body.timeZone || 'UTC');

    const existing = (await todaysReading(user.id, date)) ?? (await laterReading(user.id, date));
    if (existing) return jsonResponse({ alreadyRead: true, reading: existing });

    const { card, reversed } = drawCard();
    let text = composeReading(card, reversed, { userId: user.id, date });
    let source: TarotReadingRow['source'] = 'builtin';
    const prompt = aiPromptForCard(card, reversed);
    const ai = await chatCompletion(
      [{ role: 'system', content: prompt.system }, { role: 'user', content: prompt.user }],
      { maxTokens: 700, jsonObject: true },
    );
    if (ai.kind === 'limited') {
      return limitedResponse(ai.status);
    }
    if (ai.kind === 'text') {
      const personalised = parseAiReading(ai.text);
      if (personalised) {
        text = personalised;
        source = 'ai';
      }
    }

    const { data: inserted, error } = await serviceClient()
      .from('tarot_readings')
      .upsert(
        {
          user_id: user.id,
          reading_date: date,
          card_name: card.name,
          card_id: card.id,
          reversed,
          interpretation: text.interpretation,
          practical_action: text.practicalAction,
          source,
        },
        { onConflict: 'user_id,reading_date', ignoreDuplicates: true },
      )
      .select('*');
    if (error) throw new Error(`reading insert failed: ${error.message}`);
    if (inserted && inserted.length === 1) return jsonResponse({ alreadyRead: false, reading: inserted[0] });

    // Another call from the same user won the race for today's row: answer with that card.
    const winner = await todaysReading(user.id, date);
    if (!winner) throw new Error('reading vanished after a conflicting insert');
    return jsonResponse({ alreadyRead: true, reading: winner });
  },
);
