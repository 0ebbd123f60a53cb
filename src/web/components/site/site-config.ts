import { useQuery } from '@tanstack/react-query';
import type { SiteConfig } from '@/contracts/site';
import { queryKeys } from '@/web/lib/query-keys';

// GET /api/site-config: the one support address (SUPPORT_EMAIL) and the measured analysis time.
export const SITE_CONFIG_KEY = queryKeys.siteConfig;

export const useSiteConfig = () =>
  useQuery<SiteConfig | null>({ queryKey: SITE_CONFIG_KEY, staleTime: 30 * 60 * 1000 });

/** 42 → "42 seconds", 150 → "2.5 minutes" */
export const formatDuration = (seconds: number): string => {
  if (seconds < 90) {
    const s = Math.max(1, Math.round(seconds));
    return `${s} second${s === 1 ? '' : 's'}`;
  }
  const minutes = Math.round((seconds / 60) * 2) / 2;
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
};

/**
 * What the pages say about analysis time: only the figure measured on this deployment, or null when there is not
 * enough data yet (the pages then state no duration at all).
 */
export const describeAnalysisTiming = (timing: SiteConfig['analysisTiming'] | undefined): string | null => {
  if (!timing) return null;
  return `Measured on our last ${timing.sampleSize} completed analyses: half finished within ${formatDuration(
    timing.medianSeconds,
  )} of upload, and 9 in 10 within ${formatDuration(timing.p90Seconds)}.`;
};
