import { CircleAlert, Info, type LucideIcon, OctagonAlert, TriangleAlert } from 'lucide-react';
import type { RiskLevel } from '@/contracts/analysis-display';

// Colours and icons of the four severity labels (§3: critical red, major orange, minor yellow; low neutral).

export interface RiskStyle {
  icon: LucideIcon;
  badge: 'critical' | 'major' | 'minor' | 'secondary';
  /** the finding card's left edge */
  edge: string;
  /** icon colour */
  text: string;
  /** the bar in charts and counts */
  fill: string;
}

export const RISK_STYLES: Record<RiskLevel, RiskStyle> = {
  critical: {
    icon: OctagonAlert,
    badge: 'critical',
    edge: 'border-l-severity-critical',
    text: 'text-severity-critical',
    fill: 'bg-severity-critical',
  },
  major: {
    icon: TriangleAlert,
    badge: 'major',
    edge: 'border-l-severity-major',
    text: 'text-severity-major',
    fill: 'bg-severity-major',
  },
  minor: {
    icon: CircleAlert,
    badge: 'minor',
    edge: 'border-l-severity-minor',
    text: 'text-warning-foreground dark:text-severity-minor',
    fill: 'bg-severity-minor',
  },
  low: {
    icon: Info,
    badge: 'secondary',
    edge: 'border-l-border',
    text: 'text-muted-foreground',
    fill: 'bg-muted-foreground',
  },
};
