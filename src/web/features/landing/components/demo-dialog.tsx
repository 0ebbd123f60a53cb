import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/web/components/ui/dialog';
import { cn } from '@/web/lib/utils';
import { DEMO_SLIDES } from './demo-slides';

/** "View Demo": the app on a phone, in four slides (sample data). Loaded only when opened. */
export const DemoDialog = ({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) => {
  const [index, setIndex] = useState(0);
  const slide = DEMO_SLIDES[index] ?? DEMO_SLIDES[0];
  const Screen = slide.screen;
  const last = index === DEMO_SLIDES.length - 1;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) setIndex(0);
      }}
    >
      <DialogContent className="max-w-3xl gap-6 p-5 sm:p-8">
        <DialogHeader>
          <DialogTitle>See how Punchlist works</DialogTitle>
          <DialogDescription>An illustration with sample data, step {index + 1} of 4.</DialogDescription>
        </DialogHeader>
        <div className="grid items-center gap-6 sm:grid-cols-[16rem_1fr] sm:gap-10">
          <div
            className="mx-auto h-[26rem] w-60 overflow-hidden rounded-[2rem] border-[6px] border-foreground/85 bg-background shadow-xl sm:w-64"
            role="img"
            aria-label={`Phone screen: ${slide.title}`}
          >
            <div className="mx-auto mt-1.5 h-1.5 w-16 rounded-full bg-foreground/20" aria-hidden="true" />
            <div className="h-[calc(100%-0.75rem)]" aria-hidden="true">
              <Screen />
            </div>
          </div>
          <div className="grid gap-4" aria-live="polite">
            <p className="text-sm font-medium text-primary">Step {index + 1}</p>
            <h3 className="text-2xl font-semibold tracking-tight">{slide.title}</h3>
            <p className="text-muted-foreground">{slide.text}</p>
            <div className="flex gap-2" role="tablist" aria-label="Demo steps">
              {DEMO_SLIDES.map((s, i) => (
                <button
                  key={s.title}
                  type="button"
                  role="tab"
                  aria-selected={i === index}
                  aria-label={s.title}
                  onClick={() => setIndex(i)}
                  className={cn(
                    'h-2 rounded-full transition-all focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                    i === index ? 'w-8 bg-primary' : 'w-2 bg-muted-foreground/30 hover:bg-muted-foreground/50',
                  )}
                />
              ))}
            </div>
            <div className="mt-2 flex flex-wrap gap-2">
              <Button variant="outline" disabled={index === 0} onClick={() => setIndex((i) => Math.max(0, i - 1))}>
                <ArrowLeft aria-hidden="true" />
                Previous
              </Button>
              {last ? (
                <Button asChild>
                  <Link href="/auth?tab=register">
                    Create Free Account
                    <ArrowRight aria-hidden="true" />
                  </Link>
                </Button>
              ) : (
                <Button onClick={() => setIndex((i) => Math.min(DEMO_SLIDES.length - 1, i + 1))}>
                  Next
                  <ArrowRight aria-hidden="true" />
                </Button>
              )}
            </div>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
};
