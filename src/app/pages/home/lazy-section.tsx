import { Suspense, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';

// A home section below the fold: until the reader comes near it, only its frame (its anchor, its heading and the
// height it will roughly fill, so nothing after it moves when it arrives), and none of its code. It loads as it
// comes within about a phone screen of the viewport, or at once when the address targets it (a header link, /#tarot
// from another page); then the address's section is scrolled to again once it has arrived, since it may have grown.
// A section the reader has reached stays reached for the tab's life: a reload brings it back at once, because the
// browser puts the reader back where they were, and that place only exists once the sections above it are there.

/** How far below (and above) the viewport a section starts loading: about a phone's screen ahead of the reader. */
export const LOAD_AHEAD = '900px 0px';

/** Whether the address names this section, as a header link or /#… from another page does. */
function targeted(id: string): boolean {
  return typeof window !== 'undefined' && window.location.hash === `#${id}`;
}

const REACHED_KEY = 'sendero-astral:home-sections-reached';

function reachedSections(): string[] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(REACHED_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function rememberReached(id: string): void {
  const reached = reachedSections();
  if (reached.includes(id)) return;
  try {
    sessionStorage.setItem(REACHED_KEY, JSON.stringify([...reached, id]));
  } catch {
    // Storage refused (private mode, quota): a reload then loads it as the reader comes near again.
  }
}

interface LazySectionProps {
  /** The section's anchor (the element id its links target). */
  id: string;
  /** Its heading, shown while it loads. */
  title: string;
  /** The section itself, a lazily loaded component: rendering it is what fetches its code. */
  children: ReactNode;
}

export function LazySection({ id, title, children }: LazySectionProps) {
  const frame = useRef<HTMLElement>(null);
  // Without IntersectionObserver (an old browser) there is no way to know when it is near: load at once.
  const [near, setNear] = useState(() => targeted(id) || reachedSections().includes(id) || typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    if (near) {
      rememberReached(id);
      return;
    }
    const onHash = () => {
      if (targeted(id)) setNear(true);
    };
    window.addEventListener('hashchange', onHash);
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: LOAD_AHEAD });
    if (frame.current) observer.observe(frame.current);
    return () => {
      window.removeEventListener('hashchange', onHash);
      observer.disconnect();
    };
  }, [id, near]);

  const placeholder = (
    <section ref={frame} id={id} className="section lazy-section" data-lazy-section={id} aria-busy="true">
      <div className="section__header">
        <h2>{title}</h2>
      </div>
    </section>
  );
  if (!near) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <Arrived id={id}>{children}</Arrived>
    </Suspense>
  );
}

/** The section once its code has arrived: when the address targets it, the reader is taken to where it now is. */
function Arrived({ id, children }: { id: string; children: ReactNode }) {
  useLayoutEffect(() => {
    if (targeted(id)) document.getElementById(id)?.scrollIntoView();
  }, [id]);
  return <>{children}</>;
}
