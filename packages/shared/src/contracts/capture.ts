import { z } from 'zod';
import { candidateSchema } from './candidates';

/**
 * What the browser extension sends when a recruiter captures a person from a web page (SPEC §7):
 * the identities to look up before adding them, and the visible text of a page without structured
 * data, for the resume field extractor.
 */
export const CAPTURE_TEXT_MAX_CHARS = 100_000;
/** Field extractions one organization may ask for per minute. */
export const CAPTURE_EXTRACTS_PER_MINUTE = 30;

export const captureLookupSchema = z
  .object({
    emails: z.array(z.string().trim().max(254)).max(10).default([]),
    phones: z.array(z.string().trim().max(32)).max(10).default([]),
    profile_urls: z
      .array(
        z
          .string()
          .trim()
          .url('Enter a full URL')
          .max(500)
          .refine((u) => /^https?:\/\//i.test(u), 'Only http(s) links'),
      )
      .max(10)
      .default([]),
  })
  .refine((v) => v.emails.length + v.phones.length + v.profile_urls.length > 0, {
    message: 'Give an email, a phone or a profile URL',
    path: ['emails'],
  });
export type CaptureLookupInput = z.input<typeof captureLookupSchema>;

export const captureMatchSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  current_title: z.string().nullable(),
  current_company: z.string().nullable(),
  /** What the captured person shares with this candidate. */
  matched_on: z.array(z.enum(['email', 'phone', 'profile_url'])),
});
export type CaptureMatch = z.infer<typeof captureMatchSchema>;

export const captureExtractSchema = z.object({
  text: z.string().min(1, 'Required').max(CAPTURE_TEXT_MAX_CHARS, `At most ${CAPTURE_TEXT_MAX_CHARS} characters`),
});

/** A captured person: the candidate's own fields where they have one, names possibly unknown, and what a profile adds. */
export const capturedFieldsSchema = candidateSchema
  .pick({
    emails: true,
    phones: true,
    location: true,
    current_title: true,
    current_company: true,
    years_experience: true,
    skills: true,
    links: true,
  })
  .extend({
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    headline: z.string().nullable(),
    experience: z.array(
      z.object({
        title: z.string().nullable(),
        company: z.string().nullable(),
        start: z.string().nullable(),
        end: z.string().nullable(),
      }),
    ),
    education: z.array(
      z.object({ degree: z.string().nullable(), school: z.string().nullable(), end: z.string().nullable() }),
    ),
  });
export type CapturedFields = z.infer<typeof capturedFieldsSchema>;
