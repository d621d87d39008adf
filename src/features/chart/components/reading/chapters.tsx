import Markdown from 'react-markdown';
import { esReading } from '../../../../i18n/es-chart';
import type { ParsedReading, ReadingParagraph } from './parse-reading';

// The reading in chapters: chips to jump between them, each chapter a <details> that a phone reader opens as
// they go. Paragraphs carry ids so the summary and the wheel can send the reader to one of them.

export const INTRO_CHAPTER = -1;

export function paragraphId(base: string, chapter: number, paragraph: number): string {
  return `${base}-p${chapter === INTRO_CHAPTER ? 'i' : chapter}-${paragraph}`;
}

export function chapterId(base: string, chapter: number): string {
  return `${base}-c${chapter}`;
}

/** A chapter is reached through its <summary>, the one part of a <details> that takes focus. */
export function chapterSummaryId(base: string, chapter: number): string {
  return `${chapterId(base, chapter)}-summary`;
}

const headingLevels = {
  h1: ({ children }: { children?: React.ReactNode }) => <h5>{children}</h5>,
  h2: ({ children }: { children?: React.ReactNode }) => <h5>{children}</h5>,
  h3: ({ children }: { children?: React.ReactNode }) => <h6>{children}</h6>,
};

function Paragraphs({ base, chapter, paragraphs }: { base: string; chapter: number; paragraphs: ReadingParagraph[] }) {
  return paragraphs.map((paragraph, index) => (
    <div key={index} id={paragraphId(base, chapter, index)} className="reading-paragraph" tabIndex={-1}>
      <Markdown skipHtml components={headingLevels}>
        {paragraph.markdown}
      </Markdown>
    </div>
  ));
}

export function ChapterChips({ base, reading, onJump }: { base: string; reading: ParsedReading; onJump: (chapter: number) => void }) {
  return (
    <nav className="reading-chips" aria-label={esReading.chaptersLabel}>
      <ul>
        {reading.chapters.map((chapter, index) => (
          <li key={index}>
            <a
              href={`#${chapterId(base, index)}`}
              onClick={(event) => {
                event.preventDefault();
                onJump(index);
              }}
            >
              {chapter.heading}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Chapters({
  base,
  reading,
  open,
  onToggle,
}: {
  base: string;
  reading: ParsedReading;
  open: ReadonlySet<number>;
  onToggle: (chapter: number, isOpen: boolean) => void;
}) {
  const allOpen = reading.chapters.every((_, index) => open.has(index));
  return (
    <>
      <Paragraphs base={base} chapter={INTRO_CHAPTER} paragraphs={reading.intro} />
      {reading.chapters.length > 1 ? (
        <p className="reading-toggle-all">
          <button type="button" className="link-button" onClick={() => reading.chapters.forEach((_, index) => onToggle(index, !allOpen))}>
            {allOpen ? esReading.closeAll : esReading.openAll}
          </button>
        </p>
      ) : null}
      {reading.chapters.map((chapter, index) => (
        <details
          key={index}
          id={chapterId(base, index)}
          className="reading-chapter"
          open={open.has(index)}
          onToggle={(event) => {
            const isOpen = event.currentTarget.open;
            if (isOpen !== open.has(index)) onToggle(index, isOpen);
          }}
        >
          <summary id={chapterSummaryId(base, index)}>
            <h4>{chapter.heading}</h4>
          </summary>
          <Paragraphs base={base} chapter={index} paragraphs={chapter.paragraphs} />
        </details>
      ))}
    </>
  );
}
