// The reading arrives as Markdown (built-in or AI). On a phone it is read by chapters: the "## " headings split
// it, and each paragraph keeps its bold lead ("**Sol en Tauro, casa 10.**"), which is how a planet tapped on
// the wheel or a theme in the summary finds its paragraph.

export interface ReadingParagraph {
  markdown: string;
  /** The text of the paragraph's bold lead without its final full stop, when it opens with one. */
  lead: string | null;
}

export interface ReadingChapter {
  heading: string;
  paragraphs: ReadingParagraph[];
}

export interface ParsedReading {
  /** What comes before the first heading: the greeting and the birth data. */
  intro: ReadingParagraph[];
  chapters: ReadingChapter[];
}

const CHAPTER_HEADING = /^#{1,2}\s+(.+?)\s*#*\s*$/;
const BOLD_LEAD = /^\*\*(.+?)\*\*/;

function paragraph(markdown: string): ReadingParagraph {
  const lead = markdown.match(BOLD_LEAD)?.[1].trim().replace(/[.:]$/, '') ?? null;
  return { markdown, lead: lead || null };
}

export function parseReading(markdown: string): ParsedReading {
  const intro: ReadingParagraph[] = [];
  const chapters: ReadingChapter[] = [];
  let lines: string[] = [];
  const flush = () => {
    const text = lines.join('\n').trim();
    lines = [];
    if (text) (chapters.at(-1)?.paragraphs ?? intro).push(paragraph(text));
  };
  // Line by line: a heading may share its block with the text around it when the writer left no blank line.
  for (const line of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const heading = line.match(CHAPTER_HEADING);
    if (heading) {
      flush();
      chapters.push({ heading: heading[1], paragraphs: [] });
    } else if (line.trim() === '') {
      flush();
    } else {
      lines.push(line);
    }
  }
  flush();
  return { intro, chapters: chapters.filter((chapter) => chapter.paragraphs.length > 0) };
}

/** Where a factor's paragraph is, by its title: chapter index (-1 for the intro) and paragraph index. */
export function findLead(reading: ParsedReading, title: string): { chapter: number; paragraph: number } | null {
  const wanted = title.toLocaleLowerCase('es');
  const inIntro = reading.intro.findIndex((p) => p.lead?.toLocaleLowerCase('es') === wanted);
  if (inIntro >= 0) return { chapter: -1, paragraph: inIntro };
  for (const [chapter, { paragraphs }] of reading.chapters.entries()) {
    const index = paragraphs.findIndex((p) => p.lead?.toLocaleLowerCase('es') === wanted);
    if (index >= 0) return { chapter, paragraph: index };
  }
  return null;
}

/** The chapter whose heading names what was asked for ("Tu nodo norte" for the node), as a fallback. */
export function findChapter(reading: ParsedReading, words: string): number {
  const wanted = words.toLocaleLowerCase('es');
  return reading.chapters.findIndex((chapter) => chapter.heading.toLocaleLowerCase('es').includes(wanted));
}
