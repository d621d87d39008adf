import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import MiniSearch from 'minisearch';
import { readFileSync } from 'node:fs';
import { parse as parseYaml } from 'yaml';
import { buildSearchIndex, readArticles, readingMinutesFor, relatedArticles } from '../../../../scripts/library/articles';
import { articleHtml } from '../../../../scripts/library/render';
import { LIBRARY_CATEGORIES } from '../categories';
import { SEARCH_OPTIONS } from '../search-options';
import { rankResults } from '../search';

// The library's content contract: every article parses against the front-matter schema (readArticles
// throws otherwise), and the collection as a whole is complete, consistent and linked correctly.

const contentDir = fileURLToPath(new URL('../../../content/library/', import.meta.url));
const articles = readArticles(contentDir);

describe('library content', () => {
  it('has at least 60 articles, 10 or more per category', () => {
    expect(articles.length).toBeGreaterThanOrEqual(60);
    for (const category of LIBRARY_CATEGORIES) {
      expect(articles.filter((a) => a.category === category.id).length, category.id).toBeGreaterThanOrEqual(10);
    }
  });

  it('has unique slugs across categories', () => {
    const slugs = articles.map((a) => a.slug);
    expect(slugs.filter((slug, i) => slugs.indexOf(slug) !== i)).toEqual([]);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('orders each category 1..n, with the first two free and the rest Pro', () => {
    for (const category of LIBRARY_CATEGORIES) {
      const inCategory = articles.filter((a) => a.category === category.id).sort((a, b) => a.order - b.order);
      expect(inCategory.map((a) => a.order), category.id).toEqual(inCategory.map((_, i) => i + 1));
      expect(inCategory.map((a) => a.pro), category.id).toEqual(inCategory.map((_, i) => i >= 2));
    }
  });

  it('keeps every body between 700 and 1,500 words, with a reading time of words / 200 rounded', () => {
    for (const article of articles) {
      expect(article.words, `${article.slug} word count`).toBeGreaterThanOrEqual(700);
      expect(article.words, `${article.slug} word count`).toBeLessThanOrEqual(1500);
      expect(article.readingMinutes, `${article.slug} readingMinutes`).toBe(readingMinutesFor(article.words));
      const declared = parseYaml(readFileSync(article.file, 'utf8').split(/^---$/m)[1]) as { readingMinutes: number };
      expect(declared.readingMinutes, `${article.slug} front matter`).toBe(article.readingMinutes);
    }
  });

  it('links only to articles that exist, and to sections by the anchors their headings get', () => {
    const bySlug = new Map(articles.map((a) => [a.slug, a]));
    for (const article of articles) {
      for (const [, target] of article.body.matchAll(/\]\((\/[^)\s]*)\)/g)) {
        const match = target.match(/^\/biblioteca\/([a-z0-9-]+)\/?(?:#([\w-]+))?$/);
        expect(match, `${article.slug} links to ${target}`).not.toBeNull();
        const linked = bySlug.get(match![1]);
        expect(linked, `${article.slug} links to missing ${target}`).toBeDefined();
        if (match![2]) expect(articleHtml(linked!.body), `${article.slug} links to a missing section: ${target}`).toContain(`id="${match![2]}"`);
      }
      for (const [, anchor] of article.body.matchAll(/\]\(#([^)\s]*)\)/g)) {
        expect(articleHtml(article.body), `${article.slug} links to its missing section #${anchor}`).toContain(`id="${anchor}"`);
      }
    }
  });

  it('never repeats the title as a first-level heading in the body', () => {
    for (const article of articles) expect(article.body, article.slug).not.toMatch(/^# /m);
  });

  it('tells readers of psychology articles when to seek a professional', () => {
    for (const article of articles.filter((a) => a.category === 'psicologia')) {
      expect(article.body, article.slug).toMatch(/profesional/i);
    }
  });

  // Psychology articles that speak of anxiety, depression, panic, trauma, grief, crisis or self-harm must name real
  // crisis lines and the local emergency number, not just «a line in your country». The list is explicit so a
  // reviewer sees which ones; the pattern below catches a new article that touches distress but was left off it.
  const TOUCHES_DISTRESS = [
    'arquetipos-de-jung',
    'autocompasion',
    'distorsiones-cognitivas',
    'el-duelo',
    'el-proceso-de-individuacion',
    'estilos-de-apego',
    'la-sombra',
    'mindfulness-y-aceptacion',
    'nombrar-las-emociones',
    'reduccion-del-estres-mbsr',
    'rumiacion-y-preocupacion',
    'sentido-y-proposito',
    'sistemas-de-familia-interna',
    'ventana-de-tolerancia',
  ];
  const distressPattern = /ansiedad|depresi[oó]n|p[aá]nico|trauma|duelo|crisis|hacerte daño|suicid|desbord/i;

  it('lists every psychology article that touches distress', () => {
    const detected = articles.filter((a) => a.category === 'psicologia' && distressPattern.test(a.body)).map((a) => a.slug);
    expect(detected.filter((slug) => !TOUCHES_DISTRESS.includes(slug))).toEqual([]);
    for (const slug of TOUCHES_DISTRESS) expect(articles.some((a) => a.slug === slug), slug).toBe(true);
  });

  it('names real crisis lines in every psychology article that touches distress', () => {
    for (const article of articles.filter((a) => TOUCHES_DISTRESS.includes(a.slug))) {
      const text = article.body.replace(/\s+/g, ' ');
      expect(text, `${article.slug}: 024 (España)`).toMatch(/\b024\b/);
      expect(text, `${article.slug}: Línea de la Vida`).toMatch(/Línea de la Vida[^.]*800 911 2000/);
      expect(text, `${article.slug}: 135 (Buenos Aires)`).toMatch(/\b135\b/);
      expect(text, `${article.slug}: (011) 5275-1135`).toContain('(011) 5275-1135');
      expect(text, `${article.slug}: 112`).toMatch(/\b112\b/);
      expect(text, `${article.slug}: 911`).toMatch(/\b911\b(?! 2000)/);
    }
  });
});

describe('library style', () => {
  // Prose only: links' targets and inline code are not prose.
  const prose = (body: string) => body.replace(/```[\s\S]*?```/g, ' ').replace(/`[^`]*`/g, ' ').replace(/\]\([^)]*\)/g, ']');
  const paragraphs = (body: string) => prose(body).split(/\n\s*\n/);

  it('never writes "de el" or "a el" for del and al', () => {
    for (const article of articles) {
      for (const text of [article.title, article.summary, prose(article.body)]) {
        expect(text.match(/(?<!\p{L})(?:[Dd]e|[Aa]) el(?!\p{L})/gu), article.slug).toBeNull();
      }
    }
  });

  it('quotes only with «», balanced within each paragraph', () => {
    for (const article of articles) {
      for (const paragraph of paragraphs(article.body)) {
        expect(paragraph.match(/["“”]/g), `${article.slug}: ${paragraph.slice(0, 80)}`).toBeNull();
        const opening = paragraph.match(/«/g)?.length ?? 0;
        const closing = paragraph.match(/»/g)?.length ?? 0;
        expect(opening, `${article.slug}: ${paragraph.slice(0, 80)}`).toBe(closing);
        // A quotation inside a quotation goes in italics, never as «… «…» …».
        expect(paragraph, `${article.slug}: nested «»`).not.toMatch(/«[^»]*«/);
      }
      expect(`${article.title} ${article.summary} ${article.sources.join(' ')}`.match(/["“”]/g), article.slug).toBeNull();
    }
  });

  it('addresses the reader only as tú: no vosotros or ustedes forms', () => {
    const plural = /(?<![\p{L}])(?:os|vosotros|vosotras|vuestros?|vuestras?|ustedes|sois)(?![\p{L}])|\p{L}+(?:áis|(?<!s)éis)(?![\p{L}])/giu;
    for (const article of articles) {
      expect(`${article.summary}\n${prose(article.body)}`.match(plural), article.slug).toBeNull();
    }
  });

  it('marks an own translation at most once per quotation', () => {
    for (const article of articles) {
      for (const paragraph of paragraphs(article.body)) {
        // «En nuestra traducción: «…» (traducción nuestra)» says it twice; both spellings count.
        const marks = paragraph.match(/traducción nuestra|nuestra traducción/gi)?.length ?? 0;
        const quotes = paragraph.match(/«/g)?.length ?? 0;
        expect(marks, `${article.slug}: ${paragraph.slice(0, 80)}`).toBeLessThanOrEqual(quotes);
      }
    }
  });
});

describe('related articles', () => {
  const related = relatedArticles(articles);

  it('gives every article three related ones that exist, never itself, sharing its category or a tag', () => {
    const bySlug = new Map(articles.map((a) => [a.slug, a]));
    for (const article of articles) {
      const slugs = related.get(article.slug)!;
      expect(slugs, article.slug).toHaveLength(3);
      expect(new Set(slugs).size, article.slug).toBe(3);
      for (const slug of slugs) {
        const other = bySlug.get(slug)!;
        expect(other, `${article.slug} → ${slug}`).toBeDefined();
        expect(slug).not.toBe(article.slug);
        const sharesTag = other.tags.some((tag) => article.tags.includes(tag));
        expect(other.category === article.category || sharesTag, `${article.slug} → ${slug}`).toBe(true);
      }
    }
  });

  it('puts an article sharing two tags ahead of one that only shares the category', () => {
    const pick = (slug: string, category: 'astrologia', tags: string[], order: number) =>
      ({ slug, category, tags, title: slug, order }) as unknown as (typeof articles)[number];
    const ranked = relatedArticles([
      pick('base', 'astrologia', ['luna', 'ciclos'], 1),
      pick('same-category', 'astrologia', ['casas'], 2),
      pick('shared-tags', 'astrologia', ['luna', 'ciclos'], 9),
      pick('unrelated', 'astrologia', ['zzz'], 3),
    ]).get('base');
    expect(ranked?.[0]).toBe('shared-tags');
  });

  it('weighs a rare shared tag above a tag most articles carry', () => {
    const pick = (slug: string, category: 'budismo' | 'yoga-sutras', tags: string[]) =>
      ({ slug, category, tags, title: slug, order: 1 }) as unknown as (typeof articles)[number];
    const common = ['meditación'];
    const ranked = relatedArticles([
      pick('base', 'budismo', ['karma', 'meditación']),
      pick('rare-tag', 'yoga-sutras', ['karma']),
      pick('common-tag', 'yoga-sutras', common),
      ...['a', 'b', 'c', 'd'].map((s) => pick(`filler-${s}`, 'yoga-sutras', common)),
    ]).get('base');
    expect(ranked?.[0]).toBe('rare-tag');
  });

  it('links the Buddhist and Yoga Sutras articles on karma to each other', () => {
    expect(related.get('karma-intencion-y-frutos')).toContain('samskaras-y-karma');
    expect(related.get('samskaras-y-karma')).toContain('karma-intencion-y-frutos');
  });
});

describe('library search', () => {
  const search = MiniSearch.loadJS(buildSearchIndex(articles) as never, SEARCH_OPTIONS);
  const hitsFor = (query: string) => rankResults(search.search(query));
  const slugsFor = (query: string) => hitsFor(query).flatMap((hit) => (hit.kind === 'article' ? [hit.slug] : []));
  const categoriesFor = (query: string) => new Set(slugsFor(query).map((slug) => articles.find((a) => a.slug === slug)!.category));

  it('ranks «luna»: the articles about the Moon and La Luna, not every article that mentions it in passing', () => {
    const raw = search.search('luna');
    const hits = hitsFor('luna');
    // The word is in most bodies; what is shown is the handful about it, best first.
    expect(raw.length).toBeGreaterThan(20);
    expect(hits.length).toBeLessThanOrEqual(8);
    expect(slugsFor('luna').slice(0, 2).sort()).toEqual(['fases-de-la-luna', 'luna-progresada-y-eclipses']);
    expect(hits).toContainEqual(expect.objectContaining({ kind: 'tarot', cardId: 'la-luna', label: 'La Luna' }));
    // «una» is one typo away from «luna» and in every article: short words are never matched fuzzily.
    expect(hits.length).toBeLessThan(articles.length / 4);
  });

  it('drops body-only matches that score under half of the best result', () => {
    const result = (id: string, score: number, fields: string[]) => ({ id, score, terms: ['x'], queryTerms: ['x'], match: { x: fields } });
    const hits = rankResults([result('a', 10, ['title']), result('b', 6, ['body']), result('c', 4, ['body']), result('d', 3, ['tags', 'body'])]);
    expect(hits.map((hit) => (hit.kind === 'article' ? hit.slug : hit.cardId))).toEqual(['a', 'b', 'd']);
  });

  it('finds the tarot section first for «tarot», and single cards by name', () => {
    expect(hitsFor('tarot')[0]).toEqual({ kind: 'tarot', cardId: null, label: 'Tarot: las 78 cartas', blurb: expect.stringContaining('arcano') });
    expect(hitsFor('emperatriz')[0]).toMatchObject({ kind: 'tarot', cardId: 'la-emperatriz' });
    expect(hitsFor('reina de copas')[0]).toMatchObject({ kind: 'tarot', cardId: 'reina-de-copas' });
  });

  it('finds karma in the Buddhism articles, with or without accents', () => {
    expect(categoriesFor('karma').has('budismo')).toBe(true);
    expect(slugsFor('kármá')).toEqual(slugsFor('karma'));
    expect(slugsFor('KARMA')).toEqual(slugsFor('karma'));
  });

  it('finds Saturno in astrology', () => {
    expect(categoriesFor('Saturno').has('astrologia')).toBe(true);
    expect(slugsFor('saturno')).toEqual(slugsFor('Saturno'));
  });

  it('finds accented words typed without accents', () => {
    expect(slugsFor('compasion').length).toBeGreaterThan(0);
    expect(slugsFor('compasion')).toEqual(slugsFor('compasión'));
  });
});
