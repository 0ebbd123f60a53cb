import { beforeEach, describe, expect, it } from 'vitest';
import { onboardingView, readHasSeenTour, saveHasSeenTour, TOUR_STORAGE_KEY } from './onboarding-steps';

const steps = (done: string[]) => ({
  steps: (
    [
      ['upload', 10],
      ['analyze', 20],
      ['contractors', 15],
      ['connect', 15],
      ['download', 10],
    ] as const
  ).map(([id, points]) => ({ id, points, completed: done.includes(id) })),
});

class MemoryStorage implements Storage {
  private map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  key(index: number) {
    return [...this.map.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
  setItem(key: string, value: string) {
    this.map.set(key, value);
  }
}

describe('onboardingView', () => {
  it('marks steps before the current one completed, the current active and the rest pending', () => {
    const view = onboardingView(steps(['upload']));
    expect(view.steps.map((s) => s.state)).toEqual(['completed', 'active', 'pending', 'pending', 'pending']);
    expect(view.earned).toBe(10);
    expect(view.total).toBe(70);
    expect(view.percent).toBe(14);
  });

  it('reaches 100% with every step done', () => {
    const view = onboardingView(steps(['upload', 'analyze', 'contractors', 'connect', 'download']));
    expect(view.percent).toBe(100);
    expect(view.earned).toBe(70);
    expect(view.steps.every((s) => s.state === 'completed')).toBe(true);
  });
});

describe('tour flag storage', () => {
  let storage: MemoryStorage;
  beforeEach(() => {
    storage = new MemoryStorage();
  });

  it('keeps only hasSeenTour and clears saved progress from older versions', () => {
    storage.setItem('onboardingProgress', JSON.stringify({ completedSteps: ['upload'], totalPoints: 10 }));
    storage.setItem(
      TOUR_STORAGE_KEY,
      JSON.stringify({ hasSeenTour: true, currentStep: 3, completedSteps: ['upload'] }),
    );
    expect(readHasSeenTour(storage)).toBe(true);
    expect(storage.getItem('onboardingProgress')).toBeNull();
    expect(JSON.parse(storage.getItem(TOUR_STORAGE_KEY) ?? '{}')).toEqual({ hasSeenTour: true });
  });

  it('is false until saved, and survives junk', () => {
    expect(readHasSeenTour(storage)).toBe(false);
    storage.setItem(TOUR_STORAGE_KEY, '{not json');
    expect(readHasSeenTour(storage)).toBe(false);
    saveHasSeenTour(storage);
    expect(readHasSeenTour(storage)).toBe(true);
  });
});
