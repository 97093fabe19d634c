import { z } from 'zod';

/** Shared by consents and opt-outs, which have the same shape (SPEC §3). */

export const permissionStatusSchema = z.enum(['APPROVED', 'DENIED']);
export type PermissionStatus = z.infer<typeof permissionStatusSchema>;

export const permissionTextSchema = z.object({
  id: z.string(),
  title: z.string(),
  text: z.string(),
  status: permissionStatusSchema,
});
export type PermissionText = z.infer<typeof permissionTextSchema>;

export const permissionTextsResponseSchema = z.object({
  permissionTexts: z.array(permissionTextSchema),
});
export type PermissionTextsResponse = z.infer<typeof permissionTextsResponseSchema>;

/** The question list a POST sends: each answered question once. */
export const permissionAnswersSchema = z
  .array(
    z
      .object({
        id: z
          .string()
          .trim()
          .regex(/^[A-Z0-9_]{1,64}$/, 'Okänd fråga'),
        status: permissionStatusSchema,
      })
      .strict(),
  )
  .min(1, 'Minst ett svar krävs')
  .max(50)
  .refine((answers) => new Set(answers.map((a) => a.id)).size === answers.length, {
    message: 'Varje fråga får besvaras en gång',
  });
export type PermissionAnswers = z.infer<typeof permissionAnswersSchema>;
