import { type ReactNode, useEffect } from 'react';
import { useLocation } from 'wouter';
import { InstallPromptCard } from '@/web/components/pwa/install-prompt-card';
import { SiteFooter } from './site-footer';

/** The frame of every page: skip link, top bar, the page, footer. */
export const AppShell = ({ header, children }: { header: ReactNode; children: ReactNode }) => {
  const [location] = useLocation();

  useEffect(() => {
    // a new page starts at the top, as a full page load would
    document.documentElement.scrollTop = 0;
  }, [location]);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50"
      >
        Skip to content
      </a>
      {header}
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter />
      <InstallPromptCard />
    </div>
  );
};
