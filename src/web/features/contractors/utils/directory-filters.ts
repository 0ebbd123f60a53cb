import type { Contractor, DirectoryCategory } from '@/contracts/contractors';
import { DIRECTORY_CATEGORY_TRADE } from '@/contracts/contractors';
import { CATEGORY_NAMES } from '@/contracts/common';
import { tradeLabel } from '@/contracts/analysis-display';

export type CategoryChoice = DirectoryCategory | 'all';
export type SortChoice = 'rating' | 'reviews' | 'name' | 'distance';

export const SORT_OPTIONS: { value: SortChoice; label: string }[] = [
  { value: 'rating', label: 'Highest Rated' },
  { value: 'reviews', label: 'Most Reviews' },
  { value: 'name', label: 'Name A-Z' },
  { value: 'distance', label: 'Nearest' },
];

export const categoryLabel = (category: DirectoryCategory) =>
  category === 'general contractor' ? 'General Contractor' : CATEGORY_NAMES[category];

/** platform §5: the text matches name or category case-insensitively; the category must match exactly. */
export const filterContractors = (list: Contractor[], text: string, category: CategoryChoice): Contractor[] => {
  const needle = text.trim().toLowerCase();
  return list.filter((c) => {
    if (category !== 'all' && c.category !== DIRECTORY_CATEGORY_TRADE[category]) return false;
    if (!needle) return true;
    return [c.name, c.category, tradeLabel(c.category)].some((field) => field.toLowerCase().includes(needle));
  });
};

const desc = (a: number | null, b: number | null) => (b ?? -Infinity) - (a ?? -Infinity);

/** Highest Rated (equal ratings: more reviews first), Most Reviews (then the higher rating), Name A-Z, Nearest
 * (unknown distance last). */
export const sortContractors = (list: Contractor[], sort: SortChoice): Contractor[] => {
  const sorted = [...list];
  if (sort === 'rating') sorted.sort((a, b) => desc(a.rating, b.rating) || desc(a.reviewCount, b.reviewCount));
  if (sort === 'reviews') sorted.sort((a, b) => desc(a.reviewCount, b.reviewCount) || desc(a.rating, b.rating));
  if (sort === 'name') sorted.sort((a, b) => a.name.localeCompare(b.name, 'en-US', { sensitivity: 'base' }));
  if (sort === 'distance') sorted.sort((a, b) => (a.distance ?? Infinity) - (b.distance ?? Infinity));
  return sorted;
};
