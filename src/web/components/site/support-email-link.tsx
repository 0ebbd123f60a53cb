import type { ReactNode } from 'react';
import { cn } from '@/web/lib/utils';
import { useSiteConfig } from './site-config';

/**
 * A mail link to the one support address (SUPPORT_EMAIL on the server). Shows the address itself unless children
 * are given; until the address is known it renders the text without a link rather than a guessed address.
 */
export const SupportEmailLink = ({
  children,
  subject,
  className,
}: {
  children?: ReactNode;
  subject?: string;
  className?: string;
}) => {
  const { data } = useSiteConfig();
  const email = data?.supportEmail;
  const content = children ?? email ?? 'our support team';
  if (!email) return <span className={className}>{content}</span>;
  const href = `mailto:${email}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;
  return (
    <a href={href} className={cn('break-words', className)}>
      {content}
    </a>
  );
};
