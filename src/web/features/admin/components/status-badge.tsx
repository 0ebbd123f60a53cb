import { Badge } from '@/web/components/ui/badge';

const VARIANT = {
  completed: 'success',
  processing: 'warning',
  failed: 'destructive',
} as const;

/** A report's status; anything unknown reads as failed (platform §4: "any other value … shown in red"). */
export const ReportStatusBadge = ({ status }: { status: string }) => {
  const variant = VARIANT[status as keyof typeof VARIANT] ?? 'destructive';
  return (
    <Badge variant={variant} className="capitalize">
      {status}
    </Badge>
  );
};
