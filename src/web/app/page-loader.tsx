import { Spinner } from '@/web/components/ui/spinner';

/** Shown while a page's code or the session loads. */
export const PageLoader = ({ fullScreen = false }: { fullScreen?: boolean }) => (
  <div className={fullScreen ? 'flex min-h-dvh items-center justify-center' : 'flex justify-center px-4 py-24'}>
    <Spinner className="size-6" />
  </div>
);
