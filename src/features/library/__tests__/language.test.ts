import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readArticles } from '../../../../scripts/library/articles';

// The library speaks to readers in Spain and in Latin America, and to every reader whatever their gender. These
// lists name the words and turns of phrase an editor removed; each entry says why, so a new article that brings
// one back fails here with its reason.

const contentDir = fileURLToPath(new URL('../../../content/library/', import.meta.url));
const articles = readArticles(contentDir);
// Prose only: the link targets and the sources (book titles keep their own wording) are not addressed to anyone.
const prose = (body: string) => body.replace(/```[\s\S]*?```/g, ' ').replace(/`[^`]*`/g, ' ').replace(/\]\([^)]*\)/g, ']');
const readerText = articles.map((a) => ({ slug: a.slug, text: `${a.title}\n${a.summary}\n${prose(a.body)}` }));

function hits(pattern: RegExp, texts: readonly { slug: string; text: string }[]): string[] {
  return texts.flatMap(({ slug, text }) => [...text.matchAll(pattern)].map((m) => `${slug}: «${m[0]}»`));
}

/** Words used in Spain that read as foreign, or worse, in much of Latin America, with the shared word to use. */
const SPAIN_ONLY: readonly { word: string; pattern: RegExp; use: string }[] = [
  { word: 'móvil (the phone)', pattern: /(?<!\p{L})m[oó]vil(?:es)?(?!\p{L})/giu, use: 'teléfono' },
  { word: 'ordenador', pattern: /(?<!\p{L})ordenador(?:es)?(?!\p{L})/giu, use: 'computadora, la pantalla, los aparatos' },
  { word: 'coche', pattern: /(?<!\p{L})coches?(?!\p{L})/giu, use: 'a train, a phone, or rephrase (auto and carro are regional too)' },
  { word: 'conducir (to drive)', pattern: /(?<!\p{L})(?:conduces|conducir|conduciendo)(?!\p{L})(?!\s+a(?!\p{L}))/giu, use: 'ir al volante' },
  { word: 'apetecer', pattern: /(?<!\p{L})apete(?:c|z)\p{L}*/giu, use: 'antojarse, dar ganas, dar pereza' },
  { word: 'gafas', pattern: /(?<!\p{L})gafas(?!\p{L})/giu, use: 'a filter, a lens, or rephrase' },
  { word: 'coger', pattern: /(?<!\p{L})(?:coger|coges|coge|cogí|cogió|cogiste|cogido|cogiendo|cojas?|cojo)(?!\p{L})/giu, use: 'tomar, agarrar' },
  { word: 'vale (as «okay»)', pattern: /(?:^|[¡«—]\s*)vale(?=[,.!])/gimu, use: 'de acuerdo, bien' },
];

/** Adjectives that would agree with the reader, all of them masculine; a reader of any gender reads the library. */
const READER_ADJECTIVE =
  'vac[ií]o|cansado|agotado|inseguro|seguro|preparado|desorientado|inquieto|herido|desconectado|entumecido|asentado|roto|frustrado|molesto|c[oó]modo|tranquilo|nervioso|quieto|perfecto|aut[eé]ntico|honesto|dispuesto|encorvado|despierto|distra[ií]do|sentado|acostado|tumbado|asustado|cuidadoso|enfadado|enojado|anestesiado';
const DEGREE = '(?:(?:muy|m[aá]s|tan|algo|un poco|demasiado|bastante)\\s+)?';
const MASCULINE_READER: readonly { what: string; pattern: RegExp; instead: string }[] = [
  {
    what: 'a second-person verb or infinitive followed by a masculine adjective',
    pattern: new RegExp(
      `(?<!\\p{L})(?:te\\s+(?:sientes|sientas|sentiste|sent[ií]as|notas|quedas|quedes|quedaste|vuelves|pones|pongas)|est[aá]s|est[eé]s|estabas|estuviste|eres|seas|sentirte|sentirse|quedarte|volverte|ponerte|notarte|si[eé]ntate|qu[eé]date|ponte|mantente|estar|ser)\\s+${DEGREE}(?:${READER_ADJECTIVE})(?!\\p{L})` +
        // «solo» is also the adverb («eres solo el cuerpo»): only being alone counts.
        '|(?<!\\p{L})(?:te\\s+(?:sientes|sientas|quedas)|est[aá]s|est[eé]s|estar|sentirte|quedarte|arregl[aá]rtelas)\\s+solo(?!\\s+(?:el|la|los|las|un|una|con|que|por|para|en)(?!\\p{L}))(?!\\p{L})',
      'giu',
    ),
    instead: 'name the state instead («sientes un vacío», «te faltan las fuerzas», «siéntate con comodidad»)',
  },
  {
    what: 'a masculine participle describing the reader’s body',
    pattern: /(?<!\p{L})(?:horas|d[ií]as)\s+(?:encorvado|sentado|tumbado)(?!\p{L})|(?:^|[.:]\s+|\*\*\s+)(?:Tumbado|Sentado|Acostado|Encorvado),/gmu,
    instead: '«con la espalda encorvada», «con el cuerpo tendido»',
  },
  {
    what: '«ti mismo», «tú mismo», «contigo mismo»',
    pattern: /(?<!\p{L})(?:t[iíu]|contigo)\s+mismo(?!\p{L})/giu,
    instead: '«en tu propia experiencia», «por tu cuenta», «tú»',
  },
  {
    what: 'a first-person phrase given to the reader to say, with a masculine adjective',
    pattern: new RegExp(`«[^»]*(?<!\\p{L})(?:estoy|estar[eé]|me pongo|me siento|me quedo)\\s+${DEGREE}(?:${READER_ADJECTIVE})(?!\\p{L})[^»]*»`, 'giu'),
    instead: '«me entran nervios», «tengo rabia», «no puedo más»',
  },
  {
    what: 'hedging with both endings («sentado o sentada»)',
    pattern: /(?<!\p{L})(\p{L}+)o o \1a(?!\p{L})|(?<!\p{L})(\p{L}+)a o \2o(?!\p{L})/giu,
    instead: 'rephrase so no adjective agrees with the reader',
  },
];

describe('the library in Spanish shared by Spain and Latin America', () => {
  for (const { word, pattern, use } of SPAIN_ONLY) {
    it(`never writes «${word}»: ${use}`, () => {
      expect(hits(pattern, readerText)).toEqual([]);
    });
  }

  it('keeps the device words shared in the interface and the legal pages too', () => {
    const dirs = ['../../../i18n/', '../../../content/legal/'].map((dir) => fileURLToPath(new URL(dir, import.meta.url)));
    const files = dirs.flatMap((dir) => readdirSync(dir).filter((f) => f.endsWith('.ts')).map((f) => ({ slug: f, text: readFileSync(join(dir, f), 'utf8') })));
    expect(files.length).toBeGreaterThan(8);
    for (const { pattern } of SPAIN_ONLY.slice(0, 2)) expect(hits(pattern, files)).toEqual([]);
  });
});

describe('the library addresses every reader without a gender', () => {
  for (const { what, pattern, instead } of MASCULINE_READER) {
    it(`never writes ${what}: ${instead}`, () => {
      expect(hits(pattern, readerText)).toEqual([]);
    });
  }

  it('catches the sentences it was written against', () => {
    const before = [
      'Si te sientes preparado, incluye a una persona difícil.',
      'Después de horas encorvado, la postura ha dejado de ser firme.',
      'si te sientes vacío de forma constante',
      'Siéntate cómodo y cierra los ojos.',
      'observa por ti mismo si un estado surge',
      'la aceptación no dice «me encanta estar nervioso»',
      'Cuando tardas en contestar, «me pongo nervioso»',
      'Dedica cinco minutos, sentado o sentada con comodidad.',
      '**El escáner corporal.** Tumbado, recorres el cuerpo.',
      'quizá sepas arreglártelas solo de maravilla',
    ].map((text, i) => ({ slug: `before-${i}`, text }));
    const caught = new Set(MASCULINE_READER.flatMap(({ pattern }) => hits(pattern, before).map((hit) => hit.split(':')[0])));
    expect([...caught].sort()).toEqual(before.map((b) => b.slug).sort());
    const spain = [{ slug: 'a', text: 'Si conduces, solo conducir. Mira el móvil y no te apetece.' }];
    expect(SPAIN_ONLY.filter(({ pattern }) => hits(pattern, spain).length).map((s) => s.word)).toEqual([
      'móvil (the phone)', 'conducir (to drive)', 'apetecer',
    ]);
    // Shared uses of the same letters stay allowed.
    const shared = [{ slug: 'b', text: 'El camino que conduce a la liberación vale la pena; más vale cumplir el propio deber. Cada ser vivo; no eres solo el cuerpo.' }];
    expect(SPAIN_ONLY.flatMap(({ pattern }) => hits(pattern, shared))).toEqual([]);
    expect(MASCULINE_READER.flatMap(({ pattern }) => hits(pattern, shared))).toEqual([]);
  });
});
