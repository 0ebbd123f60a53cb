import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { pageNumbers, showingText, totalPagesFor } from '../utils/page-numbers';

/** 'Showing X to Y of Z results', Previous / pages / Next; shown only when there is more than one page. */
export const AdminPagination = ({
  page,
  pageSize,
  total,
  onPageChange,
  label,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  label: string;
}) => {
  const totalPages = totalPagesFor(total, pageSize);
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={label} className="flex flex-col items-center gap-3 pt-4 sm:flex-row sm:justify-between">
      <p className="text-sm text-muted-foreground">{showingText(page, pageSize, total)}</p>
      <div className="flex items-center gap-1">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          <ChevronLeft aria-hidden="true" />
          Previous
        </Button>
        <div className="hidden items-center gap-1 sm:flex">
          {pageNumbers(page, totalPages).map((item) =>
            typeof item === 'number' ? (
              <Button
                key={item}
                variant={item === page ? 'default' : 'ghost'}
                size="sm"
                className="min-w-9"
                aria-current={item === page ? 'page' : undefined}
                onClick={() => onPageChange(item)}
              >
                {item}
              </Button>
            ) : (
              <span key={item} className="px-1 text-muted-foreground" aria-hidden="true">
                …
              </span>
            ),
          )}
        </div>
        <Button variant="outline" size="sm" disabled={page >= totalPages} onClick={() => onPageChange(page + 1)}>
          Next
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
};
