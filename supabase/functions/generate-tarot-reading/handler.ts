import { chatCompletion } from '../_shared/ai.ts';
import { authenticatedUser, errorResponse, jsonResponse, limitedResponse, preflight, serviceClient, todayUtc } from '../_shared/http.ts';
import { drawCard } from '../_shared/tarot/draw.ts';
import { aiPromptForCard, composeReading, parseAiReading } from '../_shared/tarot/reading.ts';

// generate-tarot-reading: one card per user per UTC calendar day. The table's unique (user_id, reading_date)
// decides races, so simultaneous calls all answer with the one row that won.

export interface TarotReadingRow {
  id: string;
  user_id: string;
  reading_date: string;
  card_name: string;
  card_id: string | null;
  reversed: boolean;
  interpretation: string;
  practical_action: string | null;
  source: 'ai' | 'builtin';
  created_at: string;
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

export async function handler(req: Request): Promise<Response> {
  const early = preflight(req);
  if (early) return early;
  if (req.method !== 'POST') return errorResponse(405, 'Método no permitido');
  try {
    const user = await authenticatedUser(req);
    if (!user) return errorResponse(401, 'Debes iniciar sesión para tu lectura diaria');
    const date = todayUtc();

    const existing = await todaysReading(user.id, date);
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
  } catch (error) {
    console.error('[generate-tarot-reading]', error);
    return errorResponse(500, 'Error generando lectura');
  }
}
