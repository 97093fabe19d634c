import { z } from 'zod';
import { defineContract } from '../contract';
import { oneLine } from '../text';

export const FEEDBACK_TOPICS = [
  'webbplatsen',
  'kundservice',
  'natet',
  'faktura',
  'ovrigt',
] as const;
export const FEEDBACK_TOPIC_LABELS: Record<(typeof FEEDBACK_TOPICS)[number], string> = {
  webbplatsen: 'Webbplatsen',
  kundservice: 'Kundservice',
  natet: 'Nätet och täckningen',
  faktura: 'Faktura och betalning',
  ovrigt: 'Något annat',
};

/** The /tyck-till form. */
export const feedbackRequestSchema = z
  .object({
    topic: z.enum(FEEDBACK_TOPICS, { message: 'Välj vad det gäller' }),
    /** 1 (mycket missnöjd) … 5 (mycket nöjd). */
    rating: z.number().int().min(1, 'Välj ett betyg').max(5, 'Välj ett betyg').optional(),
    message: z
      .string()
      .trim()
      .min(5, 'Skriv minst 5 tecken')
      .max(2000, 'Meddelandet får vara högst 2\u00a0000 tecken'),
    name: oneLine(z.string().trim().max(100)).optional(),
    email: z
      .email('Ogiltig e-postadress')
      .max(200)
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /** The page the visitor came from, for context. */
    page: z.string().max(300).regex(/^\//, 'Ogiltig sida').optional(),
    /** Whether we may contact the visitor about the feedback (needs an email). */
    contactMe: z.boolean().default(false),
  })
  .refine((value) => !value.contactMe || Boolean(value.email), {
    path: ['email'],
    message: 'Fyll i din e-postadress så att vi kan kontakta dig',
  });
export type FeedbackRequest = z.input<typeof feedbackRequestSchema>;

export const feedbackResponseSchema = z.object({
  id: z.string(),
  receivedAt: z.iso.datetime({ offset: true }),
});

export const feedbackContract = defineContract({
  id: 'site.feedback',
  method: 'POST',
  path: 'site/v1/feedback',
  summary: 'Skicka synpunkter (Tyck till)',
  body: feedbackRequestSchema,
  response: feedbackResponseSchema,
});
