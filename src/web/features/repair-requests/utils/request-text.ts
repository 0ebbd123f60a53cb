import type { SharedRepairRequest } from '@/contracts/share-links';
import { formatCents, formatDate, pluralize } from '@/web/lib/format';

/** A YYYY-MM-DD deadline as "Dec 15, 2026" (read as a calendar day, not shifted by the time zone). */
export const formatDeadline = (date: string): string => {
  const [year, month, day] = date.split('-').map(Number);
  return formatDate(new Date(year!, (month ?? 1) - 1, day ?? 1));
};

export const itemRequestText = (item: SharedRepairRequest['items'][number]): string =>
  item.type === 'credit' ? `Credit ${formatCents(item.amountCents ?? 0)}` : 'Repair';

/** The request as plain text for an email: the printable document's content, in the same order. */
export const repairRequestText = (request: SharedRepairRequest): string => {
  const lines = [`REPAIR REQUEST: ${request.title}`, ''];
  if (request.propertyAddress) lines.push(`Property: ${request.propertyAddress}`);
  if (request.buyerNames) lines.push(`Buyer(s): ${request.buyerNames}`);
  lines.push(`Date: ${formatDate(request.updatedAt)}`);
  if (request.responseDeadline) lines.push(`Please respond by: ${formatDeadline(request.responseDeadline)}`);
  if (request.opening) lines.push('', request.opening);
  lines.push('');
  request.items.forEach((item, index) => {
    const where = [item.category, item.location].filter(Boolean).join(', ');
    lines.push(`${index + 1}. ${item.description}${where ? ` (${where})` : ''}`);
    if (item.quote) lines.push(`   Inspector${item.page ? ` (report page ${item.page})` : ''}: "${item.quote}"`);
    lines.push(`   Request: ${itemRequestText(item)}`);
    if (item.note) lines.push(`   Note: ${item.note}`);
  });
  lines.push(
    '',
    `Repairs requested: ${request.totals.repairCount}`,
    `Credits requested: ${formatCents(request.totals.creditCents)} (${pluralize(request.totals.creditCount, 'item')})`,
  );
  return lines.join('\n');
};
