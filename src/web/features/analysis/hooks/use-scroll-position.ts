import { useEffect, useState } from 'react';

/**
 * The window's vertical scroll and, when given, how far the page has scrolled past an element's top (negative
 * while the element's top is still below the viewport's top). Updated once per animation frame at most.
 */
export const useScrollPosition = (element?: HTMLElement | null) => {
  const read = () => ({
    scrollY: typeof window === 'undefined' ? 0 : window.scrollY,
    pastElement: element ? -element.getBoundingClientRect().top : Number.NEGATIVE_INFINITY,
  });
  const [position, setPosition] = useState(read);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setPosition((previous) => {
        const next = {
          scrollY: window.scrollY,
          pastElement: element ? -element.getBoundingClientRect().top : Number.NEGATIVE_INFINITY,
        };
        return previous.scrollY === next.scrollY && previous.pastElement === next.pastElement ? previous : next;
      });
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [element]);

  return position;
};

export const scrollToTop = () => window.scrollTo({ top: 0, behavior: 'smooth' });
