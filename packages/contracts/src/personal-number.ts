import Personnummer from 'personnummer';
import { z } from 'zod';

/** True for a checksum-valid Swedish personal number written with 12 digits (YYYYMMDDNNNC). */
export function isValidPersonalNumber(value: string): boolean {
  return /^\d{12}$/.test(value) && Personnummer.valid(value);
}

/** A 12-digit, checksum-valid personal number (BankID and the order forms use this form). */
export const personalNumberSchema = z
  .string()
  .trim()
  .regex(/^\d{12}$/, 'Ange personnumret med 12 siffror (ÅÅÅÅMMDDNNNN)')
  .refine(isValidPersonalNumber, 'Personnumret är inte giltigt');
