import { ArrowUp, Navigation } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { scrollToAnchor, scrollToTop } from '../hooks/use-scroll-position';
import type { NavSection } from '../utils/findings-view';

/** The in-page navigation (full access and at least one visible issue): a button per section, counts per category. */
export const SectionNavigation = ({ sections }: { sections: NavSection[] }) => (
  <nav aria-label="Report sections" className="rounded-xl border bg-card p-4 shadow-sm sm:p-5">
    <div className="mb-3 flex items-center justify-between gap-2">
      <h2 className="flex items-center gap-2 text-sm font-semibold">
        <Navigation className="size-4 text-primary" aria-hidden="true" />
        Jump to section
      </h2>
      <Button variant="link" size="sm" className="h-auto p-0" onClick={scrollToTop}>
        <ArrowUp aria-hidden="true" />
        Back to Top
      </Button>
    </div>
    <ul className="flex flex-wrap gap-2">
      {sections.map((section) => (
        <li key={section.anchor}>
          <Button variant="outline" size="sm" onClick={() => scrollToAnchor(section.anchor)}>
            {section.label}
            {section.count !== undefined && ' '}
            {section.count !== undefined && (
              <span className="rounded-full bg-muted px-1.5 text-xs font-semibold tabular-nums">{section.count}</span>
            )}
          </Button>
        </li>
      ))}
    </ul>
  </nav>
);
