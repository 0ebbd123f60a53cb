import { ArrowUp } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { scrollToTop, useScrollPosition } from '../hooks/use-scroll-position';

/** report-lifecycle §9 scroll thresholds: 400 px on the page, 300 px into the deficiency list. */
export const PAGE_THRESHOLD_PX = 400;
export const LIST_THRESHOLD_PX = 300;

/**
 * One floating 'Back to top' button: shown after 400 px of page scroll, or once the reader is 300 px into the
 * findings list (its top above the viewport). It returns to the top of the page.
 */
export const FloatingBackToTop = ({ list }: { list: HTMLElement | null }) => {
  const { scrollY, pastElement } = useScrollPosition(list);
  const visible = scrollY > PAGE_THRESHOLD_PX || pastElement > LIST_THRESHOLD_PX;
  if (!visible) return null;
  return (
    <Button className="fixed right-4 bottom-4 z-30 rounded-full shadow-lg sm:right-6 sm:bottom-6" onClick={scrollToTop}>
      <ArrowUp aria-hidden="true" />
      Back to top
    </Button>
  );
};
