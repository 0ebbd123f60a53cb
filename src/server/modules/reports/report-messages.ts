// What users read when a report cannot be uploaded or analysed (the spec's own messages live in
// src/contracts/reports.ts UPLOAD_MESSAGES; these cover the cases it leaves open).

export const NO_FILE_MESSAGE = 'Please choose a PDF or text file to upload.';
export const EMPTY_FILE_MESSAGE = 'The file is empty. Please choose a PDF or text file with content.';
export const ONE_FILE_MESSAGE = 'Please upload one file at a time.';

export const ANALYSIS_FAILED_MESSAGE = 'We could not analyze this report. Please try again, or upload it again.';
export const ANALYSIS_TIMED_OUT_MESSAGE =
  'The analysis took too long and was stopped. Please try again, or upload the report again.';
export const ENQUEUE_FAILED_MESSAGE = 'We could not start the analysis. Please try again in a moment.';
export const ALREADY_PROCESSING_MESSAGE = 'This report is already being analyzed.';
export const FILE_NOT_KEPT_MESSAGE =
  'The original file was not kept (your settings say not to save uploaded reports); please upload it again.';
export const FILE_MISSING_MESSAGE = 'The original file is no longer available; please upload it again.';

export const UPGRADE_MESSAGE =
  'Unlock this analysis with 1 credit to see detailed issue descriptions, specific repair recommendations, contractor contact information, detailed cost breakdowns and SMS messaging to contractors.';
