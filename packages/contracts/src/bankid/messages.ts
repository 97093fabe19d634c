import { z } from 'zod';

/**
 * What a BankID order is for: signing in, a broadband order, the mobile-customer discount, an
 * autogiro mandate, a mobile subscription order from my pages (family subscription), one side of
 * a subscription transfer (överlåtelse: the current and the new owner each sign), or identifying
 * the holder of a prepaid card who registers it (the law requires the holder to be identified).
 */
export const bankidPurposeSchema = z.enum([
  'login',
  'order',
  'tv-discount',
  'autogiro',
  'mobile-order',
  'transfer',
  'prepaid-registration',
]);
export type BankidPurpose = z.infer<typeof bankidPurposeSchema>;

/** How the user opens the app: scanning the animated QR code, or the app on this device. */
export const bankidFlowSchema = z.enum(['qr', 'autostart']);
export type BankidFlow = z.infer<typeof bankidFlowSchema>;

export const bankidDeviceSchema = z.enum(['computer', 'phone']);
export type BankidDevice = z.infer<typeof bankidDeviceSchema>;

export const BANKID_PENDING_HINTS = [
  'outstandingTransaction',
  'noClient',
  'started',
  'userMrtd',
  'userCallConfirm',
  'userSign',
] as const;
export const BANKID_FAILED_HINTS = [
  'expiredTransaction',
  'certificateErr',
  'userCancel',
  'cancelled',
  'startFailed',
  'userDeclinedCall',
  'notSupportedByUserApp',
  'transactionRiskBlocked',
] as const;
export type BankidPendingHint = (typeof BANKID_PENDING_HINTS)[number];
export type BankidFailedHint = (typeof BANKID_FAILED_HINTS)[number];

/**
 * The product's outcomes of a BankID order (SPEC §4/§8). `pending` while the order runs.
 * `already-in-progress` covers both an `alreadyInProgress` start error and a `cancelled` order
 * (BankID cancels an order when another one starts for the same person).
 */
export const bankidOutcomeSchema = z.enum([
  'pending',
  'verified',
  'timeout',
  'already-in-progress',
  'cancelled',
  'identity-not-validated',
  'error',
]);
export type BankidOutcome = z.infer<typeof bankidOutcomeSchema>;

/** The product's own texts for its outcomes (SPEC §8). */
export const BANKID_OUTCOME_TEXT: Record<Exclude<BankidOutcome, 'pending' | 'verified'>, string> = {
  timeout: 'Ojdå, signeringen tog för lång tid. Försök igen!',
  'already-in-progress':
    'Ojdå, det verkar som att du redan påbörjat en signering med bankID. Försök igen!',
  cancelled: 'Signeringen avbröts. Försök igen!',
  'identity-not-validated':
    'Du måste verifiera din identitet med BankID för att genomföra din beställning',
  error: 'Ojdå, något gick fel. Gör ett nytt försök!',
};

/** BankID's recommended user messages (RFA codes), in Swedish. */
export const BANKID_MESSAGES = {
  RFA1: 'Starta BankID-appen.',
  RFA3: 'Åtgärden avbruten. Försök igen.',
  RFA4: 'En identifiering eller underskrift för det här personnumret är redan påbörjad. Försök igen.',
  RFA5: 'Något gick fel. Försök igen.',
  RFA6: 'Åtgärden avbröts.',
  RFA8: 'BankID-appen svarar inte. Kontrollera att den är startad och att du har internetanslutning. Om du inte har ett giltigt BankID kan du skaffa ett hos din bank. Försök sedan igen.',
  RFA9: 'Skriv in din säkerhetskod i BankID-appen och välj Identifiera eller Skriv under.',
  RFA13: 'Försöker starta BankID-appen.',
  RFA15A:
    'Söker efter BankID. Säkerställ att du har ett giltigt BankID på den här datorn. Om du har ett BankID på kort, sätt in kortet i kortläsaren.',
  RFA15B: 'Söker efter BankID. Säkerställ att du har ett giltigt BankID på den här enheten.',
  RFA16:
    'Ditt BankID är för gammalt eller spärrat. Använd ett annat BankID eller skaffa ett nytt hos din bank.',
  RFA17A:
    'Du verkar inte ha BankID-appen/programmet. Installera den och skaffa ett BankID hos din bank.',
  RFA17B: 'Misslyckades att läsa av QR-koden. Starta BankID-appen och läs av QR-koden.',
  RFA21: 'En identifiering eller underskrift pågår.',
  RFA22: 'Något gick fel. Försök igen.',
  RFA23: 'Fotografera och läs av din ID-handling med BankID-appen.',
} as const;
export type BankidMessageCode = keyof typeof BANKID_MESSAGES;
export const bankidMessageCodeSchema = z.enum(
  Object.keys(BANKID_MESSAGES) as [BankidMessageCode, ...BankidMessageCode[]],
);

/** RP errors that only mean "try again later" to the user. */
const RFA5_ERRORS = new Set(['requestTimeout', 'internalError', 'maintenance']);

/**
 * The recommended message for an order's state. `errorCode` is an RP error (start or collect);
 * `flow` and `device` pick between the QR/autostart and computer/phone variants.
 */
export function bankidMessageCode(state: {
  status: 'pending' | 'failed' | 'complete';
  hintCode?: string | null;
  errorCode?: string | null;
  flow?: BankidFlow;
  device?: BankidDevice;
}): BankidMessageCode | null {
  const { status, hintCode, errorCode, flow = 'qr', device = 'computer' } = state;
  if (errorCode === 'alreadyInProgress') return 'RFA4';
  if (errorCode && RFA5_ERRORS.has(errorCode)) return 'RFA5';
  if (errorCode) return 'RFA22';
  if (status === 'complete') return null;
  if (status === 'pending') {
    switch (hintCode) {
      case 'outstandingTransaction':
        return flow === 'autostart' ? 'RFA13' : 'RFA1';
      case 'noClient':
        return 'RFA1';
      case 'userSign':
        return 'RFA9';
      case 'started':
        return device === 'phone' ? 'RFA15B' : 'RFA15A';
      case 'userMrtd':
        return 'RFA23';
      default:
        return 'RFA21';
    }
  }
  switch (hintCode) {
    case 'userCancel':
      return 'RFA6';
    case 'cancelled':
      return 'RFA3';
    case 'expiredTransaction':
      return 'RFA8';
    case 'certificateErr':
      return 'RFA16';
    case 'startFailed':
      return flow === 'autostart' ? 'RFA17A' : 'RFA17B';
    default:
      return 'RFA22';
  }
}

/** The product outcome of a collected state (SPEC §4/§8). RP errors are `error` (or in progress). */
export function bankidOutcome(state: {
  status: 'pending' | 'failed' | 'complete';
  hintCode?: string | null;
  errorCode?: string | null;
}): BankidOutcome {
  if (state.errorCode === 'alreadyInProgress') return 'already-in-progress';
  if (state.errorCode) return 'error';
  if (state.status === 'complete') return 'verified';
  if (state.status === 'pending') return 'pending';
  switch (state.hintCode) {
    case 'expiredTransaction':
    case 'startFailed':
      return 'timeout';
    case 'userCancel':
    case 'userDeclinedCall':
      return 'cancelled';
    case 'cancelled':
      return 'already-in-progress';
    case 'certificateErr':
    case 'transactionRiskBlocked':
      return 'identity-not-validated';
    default:
      return 'error';
  }
}

/** The text to show for a state: the product's outcome text where it has one, else the RFA text. */
export function bankidUserMessage(state: {
  outcome: BankidOutcome;
  messageCode: BankidMessageCode | null;
}): string | null {
  if (state.outcome !== 'pending' && state.outcome !== 'verified') {
    return BANKID_OUTCOME_TEXT[state.outcome];
  }
  return state.messageCode ? BANKID_MESSAGES[state.messageCode] : null;
}
