import type { Onboarding } from '@/contracts/account';

export type StepId = Onboarding['steps'][number]['id'];
export type StepState = 'completed' | 'active' | 'pending';

/** The five steps in order (report-lifecycle §4), with their points (70 in total). */
export const STEP_COPY: Record<StepId, { title: string; description: string }> = {
  upload: { title: 'Upload Report', description: 'Upload your home inspection report (PDF or text).' },
  analyze: { title: 'AI Analysis', description: 'We find the deficiencies and estimate repair costs.' },
  contractors: {
    title: 'Find Contractors',
    description: 'Open a completed analysis to see matched local contractors.',
  },
  connect: { title: 'Connect with Contractors', description: 'Text a contractor about a repair.' },
  download: { title: 'Download Report', description: 'Save your analysis as an HTML file.' },
};

export const TOTAL_POINTS = 70;

export interface StepView {
  id: StepId;
  points: number;
  state: StepState;
}

/**
 * The current step is the first one not done; steps done are completed (whatever their position: the server
 * derives them from real data), the current one is active and the rest pending.
 */
export const onboardingView = (onboarding: Onboarding | null | undefined) => {
  const steps = onboarding?.steps ?? [];
  const current = steps.findIndex((s) => !s.completed);
  const view: StepView[] = steps.map((step, index) => ({
    id: step.id,
    points: step.points,
    state: step.completed ? 'completed' : index === current ? 'active' : 'pending',
  }));
  const earned = steps.filter((s) => s.completed).reduce((sum, s) => sum + s.points, 0);
  const total = steps.reduce((sum, s) => sum + s.points, 0) || TOTAL_POINTS;
  return { steps: view, earned, total, percent: Math.round((earned / total) * 100) };
};

/** Only `hasSeenTour` lives in the browser; progress is the server's. */
export const TOUR_STORAGE_KEY = 'punchlist-onboarding';
/** Where an older client kept points and completed steps: cleared so stale progress never shows. */
export const LEGACY_PROGRESS_KEYS = ['onboardingProgress', 'onboarding-progress'];

export const readHasSeenTour = (storage: Storage | undefined = globalThis.localStorage): boolean => {
  if (!storage) return false;
  try {
    for (const key of LEGACY_PROGRESS_KEYS) storage.removeItem(key);
    const raw = storage.getItem(TOUR_STORAGE_KEY);
    if (!raw) return false;
    const parsed: unknown = JSON.parse(raw);
    const hasSeenTour =
      typeof parsed === 'object' && parsed !== null && (parsed as { hasSeenTour?: unknown }).hasSeenTour === true;
    // saved progress from an older version (completed steps, points) is dropped: keep only hasSeenTour
    if (Object.keys(parsed as object).some((key) => key !== 'hasSeenTour'))
      storage.setItem(TOUR_STORAGE_KEY, JSON.stringify({ hasSeenTour }));
    return hasSeenTour;
  } catch {
    return false;
  }
};

export const saveHasSeenTour = (storage: Storage | undefined = globalThis.localStorage): void => {
  try {
    storage?.setItem(TOUR_STORAGE_KEY, JSON.stringify({ hasSeenTour: true }));
  } catch {
    // private mode or storage full: the intro simply shows again next time
  }
};

/** Set once the user has seen the card complete: from then on the card leaves the home screen (issue 18). */
export const COMPLETION_SEEN_KEY = 'punchlist-onboarding-complete-seen';

export const readCompletionSeen = (storage: Storage | undefined = globalThis.localStorage): boolean => {
  try {
    return storage?.getItem(COMPLETION_SEEN_KEY) === '1';
  } catch {
    return false;
  }
};

export const saveCompletionSeen = (storage: Storage | undefined = globalThis.localStorage): void => {
  try {
    storage?.setItem(COMPLETION_SEEN_KEY, '1');
  } catch {
    // storage unavailable: the congratulations simply show again
  }
};
