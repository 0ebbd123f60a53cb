import { CircleCheck, LogOut } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { PageContainer, PageHeader } from '@/web/components/page';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent } from '@/web/components/ui/card';
import { pluralize } from '@/web/lib/format';
import { clearSiteStorage } from '../utils/clear-site-storage';

/** Shared body of /switch-account and /mobile-logout: clear saved data now, then offer the server sign-out link. */
export const StorageResetCard = ({
  title,
  description,
  action,
}: {
  title: string;
  description: string;
  action: string;
}) => {
  const [removed, setRemoved] = useState<number | null>(null);
  const cleared = useRef(false);

  useEffect(() => {
    // once: a second run (StrictMode) would find nothing left and report 0
    if (cleared.current) return;
    cleared.current = true;
    setRemoved(clearSiteStorage());
  }, []);

  return (
    <PageContainer className="max-w-xl">
      <PageHeader title={title} description={description} />
      <Card>
        <CardContent className="grid gap-5 p-6">
          <p className="flex items-start gap-3 text-sm" role="status">
            <CircleCheck className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
            <span>
              {removed === null
                ? 'Clearing data saved in this browser…'
                : removed === 0
                  ? 'This browser had no saved Punchlist data.'
                  : `Cleared ${pluralize(removed, 'saved item')} from this browser.`}
            </span>
          </p>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button asChild size="lg">
              {/* a plain link: the server ends the session and redirects home, whatever state the app is in */}
              <a href="/api/logout">
                <LogOut aria-hidden="true" />
                {action}
              </a>
            </Button>
            <Button asChild variant="outline" size="lg">
              <Link href="/">Back to Punchlist</Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    </PageContainer>
  );
};
