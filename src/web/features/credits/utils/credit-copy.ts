import { CREDIT_MESSAGES } from '@/contracts/credits';

// Every message of the credits flows, copied exactly from the spec (platform §8, report-lifecycle §5/§8) and
// API.md's copy decisions (which toast goes where).

export const UNLOCK_COPY = {
  // reports list and analysis page
  accessGrantedTitle: 'Access Granted',
  alreadyHadAccess: 'You already have full access to this report.',
  creditDeducted: 'Credit deducted successfully. You now have full access to this report.',
  failedTitle: 'Purchase Failed',
  failedFallback: 'Failed to purchase report access',
  // credits page
  creditsPageSuccessTitle: 'Success!',
  creditsPageSuccess: 'Report unlocked successfully. You can now view full details.',
  creditsPageFailedFallback: 'Failed to unlock report. Please try again.',
  // the unlock dialog's rule
  insufficientTitle: CREDIT_MESSAGES.insufficientTitle,
  insufficientDescription: CREDIT_MESSAGES.insufficientDialog,
} as const;

export const CHECKOUT_COPY = {
  noUrlTitle: 'Payment Error',
  noUrl: 'Unable to redirect to payment. Please try again.',
  failedTitle: 'Purchase Failed',
  failed: 'Unable to start checkout process. Please try again.',
  notFoundTitle: 'Payment Not Found',
  notFound: "We couldn't find your payment information. Please contact support if you believe this is an error.",
  processingTitle: 'Payment Processing',
} as const;

/** The purchase-credits dialog's label when the report's file name is not known (platform §2). */
export const UNKNOWN_REPORT = 'Unknown Report';
