import { RISK_LABELS, toRiskLevel } from '@/contracts/analysis-display';
import { Badge } from '@/web/components/ui/badge';
import { cn } from '@/web/lib/utils';
import { RISK_STYLES } from '../utils/risk-style';

/** CRITICAL RISK / MAJOR RISK / MINOR RISK / LOW RISK with its colour and icon. */
export const RiskBadge = ({ severity, className }: { severity: string; className?: string }) => {
  const level = toRiskLevel(severity);
  const style = RISK_STYLES[level];
  const Icon = style.icon;
  return (
    <Badge variant={style.badge} className={cn('font-semibold tracking-wide', className)} data-risk={level}>
      <Icon aria-hidden="true" />
      {RISK_LABELS[level]}
    </Badge>
  );
};
