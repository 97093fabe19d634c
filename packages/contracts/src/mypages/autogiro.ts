import { z } from 'zod';
import { defineContract } from '../contract';

/**
 * Swedish banks by clearing number (Bankgirot's list of the banks' clearing ranges, the common
 * ones). Swedbank's 8xxx clearing numbers have a fifth check digit.
 */
export const AUTOGIRO_BANKS: ReadonlyArray<{
  name: string;
  ranges: ReadonlyArray<[number, number]>;
}> = [
  { name: 'Swedbank', ranges: [[7000, 8999]] },
  { name: 'Handelsbanken', ranges: [[6000, 6999]] },
  {
    name: 'SEB',
    ranges: [
      [5000, 5999],
      [9120, 9124],
      [9130, 9149],
    ],
  },
  {
    name: 'Nordea',
    ranges: [
      [1100, 1199],
      [1400, 2099],
      [3000, 3399],
      [3410, 3999],
      [4000, 4999],
    ],
  },
  {
    name: 'Danske Bank',
    ranges: [
      [1200, 1399],
      [2400, 2499],
      [9180, 9189],
    ],
  },
  {
    name: 'Länsförsäkringar Bank',
    ranges: [
      [3400, 3409],
      [9020, 9029],
      [9060, 9069],
    ],
  },
  { name: 'ICA Banken', ranges: [[9270, 9279]] },
  { name: 'Skandiabanken', ranges: [[9150, 9169]] },
  { name: 'Sparbanken Syd', ranges: [[9570, 9579]] },
  { name: 'Ålandsbanken', ranges: [[2300, 2399]] },
];

/** The bank a clearing number belongs to (its first four digits), or null when unknown. */
export function bankForClearingNumber(clearingNumber: string): string | null {
  const digits = clearingNumber.replace(/\D/g, '');
  if (digits.length < 4) return null;
  const prefix = Number(digits.slice(0, 4));
  return (
    AUTOGIRO_BANKS.find((bank) => bank.ranges.some(([from, to]) => prefix >= from && prefix <= to))
      ?.name ?? null
  );
}

const digitsOnly = (value: string) => value.replace(/[\s-]/g, '');

/** What the customer types: clearing number (4, or 5 for Swedbank 8xxx-x) and account number. */
export const autogiroSignUpSchema = z
  .object({
    clearingNumber: z
      .string()
      .transform(digitsOnly)
      .pipe(
        z.string().regex(/^\d{4,5}$/, 'Ange clearingnumret med 4 siffror (5 för Swedbank 8xxx-x)'),
      ),
    accountNumber: z
      .string()
      .transform(digitsOnly)
      .pipe(z.string().regex(/^\d{7,10}$/, 'Ange kontonumret med 7–10 siffror')),
    /** The completed BankID signature of this sign-up ('autogiro' purpose). */
    bankidOrderRef: z.string().trim().min(1, 'Skriv under med BankID').max(100),
  })
  .strict()
  .superRefine((value, context) => {
    const bank = bankForClearingNumber(value.clearingNumber);
    if (!bank) {
      context.addIssue({
        code: 'custom',
        path: ['clearingNumber'],
        message: 'Vi känner inte igen clearingnumret. Kontrollera det hos din bank.',
      });
    } else if (value.clearingNumber.length === 5 && bank !== 'Swedbank') {
      context.addIssue({
        code: 'custom',
        path: ['clearingNumber'],
        message: 'Bara Swedbanks clearingnummer (8xxx-x) har 5 siffror',
      });
    }
  });
export type AutogiroSignUp = z.input<typeof autogiroSignUpSchema>;

export const autogiroStatusSchema = z.discriminatedUnion('active', [
  z.object({ active: z.literal(false) }),
  z.object({
    active: z.literal(true),
    bank: z.string(),
    clearingNumber: z.string(),
    /** Only the last four digits are ever shown again. */
    accountNumberMasked: z.string(),
    activatedOn: z.iso.datetime({ offset: true }),
  }),
]);
export type AutogiroStatus = z.infer<typeof autogiroStatusSchema>;

export const autogiroContract = defineContract({
  id: 'mypages.autogiro',
  method: 'GET',
  path: 'mypages/autogiro/v1',
  auth: 'session',
  summary: "Whether the customer's invoices are paid by direct debit (autogiro), and from where",
  response: autogiroStatusSchema,
});

/**
 * Sign up for autogiro: the account and the completed BankID signature ('autogiro' purpose) of
 * the signed-in customer. From then on unpaid invoices are paid by autogiro.
 */
export const autogiroSignUpContract = defineContract({
  id: 'mypages.autogiroSignUp',
  method: 'POST',
  path: 'mypages/autogiro/v1',
  auth: 'session',
  summary: 'Sign up for autogiro with a bank account, signed with BankID',
  body: autogiroSignUpSchema,
  response: autogiroStatusSchema,
});
