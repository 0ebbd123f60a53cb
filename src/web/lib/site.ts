/** Product-wide copy and constants (platform §2 navigation and footer). */
export const PRODUCT_NAME = 'Punchlist';

// The server's SUPPORT_EMAIL default; the site issue serves the configured address and replaces this constant.
export const SUPPORT_EMAIL = 'support@punchlist.example';

export const TAGLINE =
  'AI-powered home inspection analysis and intelligent contractor recommendations for property professionals.';

export const FOOTER_FEATURES = [
  'AI-Powered Analysis',
  'Risk Assessment',
  'Cost Estimation',
  'Contractor Matching',
  'SMS Communication',
  'Report Customization',
  'PDF Generation',
  'Mobile Responsive',
] as const;
