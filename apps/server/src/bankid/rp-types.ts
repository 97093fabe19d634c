/** Types of the BankID Relying Party API 6.0 (bankid-rp-v6.md). */

export type RpCall = 'auth' | 'sign' | 'phone/auth' | 'phone/sign';

export interface RpRequirement {
  pinCode?: boolean;
  mrtd?: boolean;
  cardReader?: 'class1' | 'class2';
  certificatePolicies?: string[];
  personalNumber?: string;
  risk?: 'low' | 'moderate';
}

export interface RpApp {
  appIdentifier: string;
  deviceOS: string;
  deviceModelName: string;
  deviceIdentifier: string;
}

export interface RpWeb {
  referringDomain: string;
  userAgent: string;
  deviceIdentifier: string;
}

export interface RpAuthRequest {
  endUserIp: string;
  requirement?: RpRequirement;
  userVisibleData?: string;
  userVisibleDataFormat?: 'simpleMarkdownV1';
  userNonVisibleData?: string;
  returnUrl?: string;
  returnRisk?: boolean;
  app?: RpApp;
  web?: RpWeb;
}

export type RpSignRequest = RpAuthRequest & { userVisibleData: string };

export interface RpPhoneRequest {
  personalNumber: string;
  callInitiator: 'user' | 'RP';
  requirement?: Pick<RpRequirement, 'pinCode' | 'cardReader' | 'certificatePolicies'>;
  userVisibleData?: string;
  userVisibleDataFormat?: 'simpleMarkdownV1';
  userNonVisibleData?: string;
}

export type RpPhoneSignRequest = RpPhoneRequest & { userVisibleData: string };

export interface RpOrderResponse {
  orderRef: string;
  autoStartToken: string;
  qrStartToken: string;
  qrStartSecret: string;
}

export interface RpCompletionData {
  user: { personalNumber: string; name: string; givenName: string; surname: string };
  device: { ipAddress: string; uhi: string };
  bankIdIssueDate: string;
  stepUp?: { mrtd: boolean };
  signature: string;
  ocspResponse: string;
  risk?: 'low' | 'moderate' | 'high';
}

export type RpCollectResponse =
  | { orderRef: string; status: 'pending'; hintCode: string }
  | { orderRef: string; status: 'failed'; hintCode: string }
  | { orderRef: string; status: 'complete'; completionData: RpCompletionData };

export const RP_ERROR_CODES = [
  'alreadyInProgress',
  'invalidParameters',
  'unauthorized',
  'notFound',
  'methodNotAllowed',
  'requestTimeout',
  'unsupportedMediaType',
  'tooManyRequests',
  'internalError',
  'maintenance',
] as const;
export type RpErrorCode = (typeof RP_ERROR_CODES)[number];

/** The HTTP status BankID uses for each error. */
export const RP_ERROR_STATUS: Record<RpErrorCode, number> = {
  alreadyInProgress: 400,
  invalidParameters: 400,
  unauthorized: 401,
  notFound: 404,
  methodNotAllowed: 405,
  requestTimeout: 408,
  unsupportedMediaType: 415,
  tooManyRequests: 429,
  internalError: 500,
  maintenance: 503,
};
