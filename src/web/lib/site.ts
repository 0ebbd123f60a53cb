/** Product-wide copy and constants (platform §2 navigation and footer). */
export const PRODUCT_NAME = 'Punchlist';

// The support address is not a constant here: it is the server's SUPPORT_EMAIL, read from GET /api/site-config
// (components/site/support-email-link.tsx).

export const TAGLINE =
  'AI-powered home inspection analysis and intelligent contractor recommendations for property professionals.';

export const FOOTER_FEATURES = [
  'AI-Powered Analysis',
  'Risk Assessment',
  'Cost Estimation',
  'Contractor Matching',
  'SMS Communication',
  'Report Customization',
  'Report Download',
  'Mobile Responsive',
] as const;
