import { Download, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { PRODUCT_NAME } from '@/web/lib/site';
import {
  type InstallPromptController,
  type InstallPromptEnvironment,
  browserInstallEnvironment,
  watchInstallPrompt,
} from './install-prompt-controller';

/** The "Add to Home Screen" card (platform §2), shown by watchInstallPrompt's rules. */
export const InstallPromptCard = ({ environment }: { environment?: InstallPromptEnvironment }) => {
  const [visible, setVisible] = useState(false);
  const controller = useRef<InstallPromptController | null>(null);

  useEffect(() => {
    const watcher = watchInstallPrompt(environment ?? browserInstallEnvironment(), setVisible);
    controller.current = watcher;
    return () => watcher.stop();
  }, [environment]);

  if (!visible) return null;
  return (
    <section
      role="dialog"
      aria-labelledby="install-prompt-title"
      aria-describedby="install-prompt-text"
      className="fixed inset-x-3 bottom-3 z-50 mx-auto max-w-md animate-fade-in rounded-xl border bg-card p-4 text-card-foreground shadow-lg sm:right-6 sm:bottom-6 sm:left-auto"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
          <Download className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="install-prompt-title" className="font-semibold">
            Add to Home Screen
          </h2>
          <p id="install-prompt-text" className="mt-1 text-sm text-muted-foreground">
            Get instant access to {PRODUCT_NAME} from your home screen
          </p>
          <div className="mt-3 flex gap-2">
            <Button size="sm" onClick={() => void controller.current?.install()}>
              Install App
            </Button>
            <Button size="sm" variant="ghost" onClick={() => controller.current?.dismiss()}>
              Later
            </Button>
          </div>
        </div>
        <Button
          size="icon"
          variant="ghost"
          className="-mt-1 -mr-1 size-8"
          aria-label="Close"
          onClick={() => controller.current?.dismiss()}
        >
          <X aria-hidden="true" />
        </Button>
      </div>
    </section>
  );
};
