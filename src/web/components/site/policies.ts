// The promises the help, terms, privacy and landing pages make (platform §1 help-text policies), in one place.
// Plain numbers rather than imports from @/contracts, whose zod schemas would weigh down the landing page;
// policies.test.ts checks them against the contracts the server enforces.

export const POLICIES = {
  uploadRetentionHours: 72,
  maxUploadMb: 25,
  refundWindowDays: 7,
  accountDeletionDays: 30,
  minimumAge: 18,
  contractorRadiusStepsKm: [10, 30, 50],
  defaultMinContractorRating: 4.0,
  mediaResponseHours: 24,
  nominalReportPriceDollars: 29,
} as const;

/** One unit system on every page (issue 18): the search steps in whole miles (10, 30, 50 km → 6, 19, 31 mi). */
export const CONTRACTOR_RADIUS_STEPS_MILES = POLICIES.contractorRadiusStepsKm.map((km) => Math.round(km / 1.609344));
