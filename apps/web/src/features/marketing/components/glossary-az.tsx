import { ALPHABET, letterAnchor } from '../lib/glossary-index';

/**
 * The A–Z jump above the terms: a letter that opens at least one listed term links to it; the others are
 * shown dimmed as plain text (not links), so the row keeps its shape and nothing leads nowhere.
 */
export function GlossaryAz({ letters }: { letters: ReadonlySet<string> }) {
  return (
    <nav aria-label="Glossary A–Z" className="mt-8">
      <ul className="flex flex-wrap justify-center gap-1">
        {ALPHABET.map((letter) => (
          <li key={letter}>
            {letters.has(letter) ? (
              <a
                href={`#${letterAnchor(letter)}`}
                className="flex size-9 items-center justify-center rounded-md border bg-background font-serif text-base font-semibold text-primary-strong transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                {letter}
              </a>
            ) : (
              <span className="flex size-9 items-center justify-center font-serif text-base text-muted-foreground/60">
                {letter}
              </span>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
