import { z } from 'zod';
import { CategoryKeySchema, SeveritySchema, text } from './common';

/** The owner's corrections to what the engine read: the property, a private note per finding, findings it missed. */
export const REPORT_EDIT_MESSAGES = {
  zip: 'Enter a 5-digit ZIP code.',
  state: 'Enter the two-letter state code (e.g. TX).',
  empty: 'Enter at least a ZIP code, or a city and state.',
  noteTooLong: 'A note can be at most 2,000 characters.',
  titleRequired: 'Give the finding a title.',
  pageInvalid: 'The page must be a whole number from 1 to 10,000.',
  notAddedByUser: 'Only findings you added can be deleted; exclude this one instead.',
} as const;

export const NOTE_MAX_LENGTH = 2000;

const optionalField = (max: number, message?: string) =>
  text()
    .trim()
    .max(max, message)
    .optional()
    .nullable()
    .transform((value) => (value ? value : null));

/** PATCH /api/reports/:id/property — a blank field clears it; a ZIP alone is enough (its city and state are looked up). */
export const PropertyUpdateSchema = z
  .object({
    street: optionalField(200),
    city: optionalField(100),
    state: optionalField(2, REPORT_EDIT_MESSAGES.state).refine(
      (value) => value === null || /^[A-Za-z]{2}$/.test(value),
      {
        message: REPORT_EDIT_MESSAGES.state,
      },
    ),
    zip: optionalField(10, REPORT_EDIT_MESSAGES.zip).refine((value) => value === null || /^\d{5}$/.test(value), {
      message: REPORT_EDIT_MESSAGES.zip,
    }),
  })
  .superRefine((value, ctx) => {
    if (!value.zip && !(value.city && value.state))
      ctx.addIssue({ code: 'custom', path: ['zip'], message: REPORT_EDIT_MESSAGES.empty });
  });
export type PropertyUpdate = z.input<typeof PropertyUpdateSchema>;

/** The property as the analysis knows it (the engine's reading, or the owner's correction). */
export const PropertySchema = z.object({
  street: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  /** the owner corrected it */
  edited: z.boolean(),
});
export type Property = z.infer<typeof PropertySchema>;

/** PUT /api/deficiencies/:id/note — an empty note removes it. */
export const NoteUpdateSchema = z.object({
  note: text().trim().max(NOTE_MAX_LENGTH, REPORT_EDIT_MESSAGES.noteTooLong),
});
export type NoteUpdate = z.infer<typeof NoteUpdateSchema>;

/** POST /api/reports/:id/deficiencies — a finding the engine missed, in the inspector's words. */
export const NewFindingSchema = z.object({
  title: text().trim().min(1, REPORT_EDIT_MESSAGES.titleRequired).max(300),
  categoryKey: CategoryKeySchema,
  severity: SeveritySchema,
  page: z
    .number()
    .int(REPORT_EDIT_MESSAGES.pageInvalid)
    .min(1, REPORT_EDIT_MESSAGES.pageInvalid)
    .max(10_000, REPORT_EDIT_MESSAGES.pageInvalid)
    .nullable()
    .optional()
    .transform((value) => value ?? null),
  quote: text()
    .trim()
    .max(5000)
    .optional()
    .transform((value) => value || null),
});
export type NewFinding = z.input<typeof NewFindingSchema>;
