import { formatDate } from '@/web/lib/format';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** platform §9: minutes under an hour, hours under a day, otherwise the date. */
export const formatNotificationAge = (timestamp: string, now: number = Date.now()): string => {
  const age = Math.max(0, now - new Date(timestamp).getTime());
  if (age < MINUTE) return 'Just now';
  if (age < HOUR) {
    const minutes = Math.floor(age / MINUTE);
    return `${minutes} minute${minutes === 1 ? '' : 's'} ago`;
  }
  if (age < DAY) {
    const hours = Math.floor(age / HOUR);
    return `${hours} hour${hours === 1 ? '' : 's'} ago`;
  }
  return formatDate(timestamp);
};
