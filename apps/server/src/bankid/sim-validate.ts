import { isIP } from 'node:net';
import { isValidPersonalNumber } from '@lingon/contracts/personal-number';
import type { RpCall, RpRequirement } from './rp-types';

/** Why a request is refused, in BankID's own `details` wording style. */
export class SimInvalid extends Error {}

/** What the simulator keeps of a valid auth/sign/phone request. */
export interface SimOrderInput {
  call: RpCall;
  endUserIp: string | null;
  callInitiator: 'user' | 'RP' | null;
  requirement: RpRequirement;
  /** requirement.personalNumber, or the phone order's personalNumber. */
  personalNumber: string | null;
  userVisibleData: string | null;
  userVisibleDataFormat: string | null;
  userNonVisibleData: string | null;
  returnUrl: string | null;
  returnRisk: boolean;
}

/** Limits on the base64 text, in characters after encoding. */
export const VISIBLE_DATA_LIMITS = { auth: 1500, sign: 40_000 } as const;
export const NON_VISIBLE_DATA_LIMIT = 200_000;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Strict base64 that decodes to valid UTF-8. */
export function decodeBase64Utf8(value: string): string | null {
  if (value.length === 0 || value.length % 4 !== 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(value)) {
    return null;
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.from(value, 'base64'));
  } catch {
    return null;
  }
}

function optionalBoolean(
  source: Record<string, unknown>,
  key: string,
  label = key,
): boolean | undefined {
  const value = source[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'boolean') throw new SimInvalid(`Invalid ${label}`);
  return value;
}

function validateRequirement(value: unknown, phone: boolean): RpRequirement {
  if (value === undefined) return {};
  if (!isRecord(value)) throw new SimInvalid('Invalid requirement');
  const allowed = phone
    ? ['pinCode', 'cardReader', 'certificatePolicies']
    : ['pinCode', 'mrtd', 'cardReader', 'certificatePolicies', 'personalNumber', 'risk'];
  const unknown = Object.keys(value).find((key) => !allowed.includes(key));
  if (unknown) throw new SimInvalid(`Invalid requirement.${unknown}`);
  const requirement: RpRequirement = {};
  const pinCode = optionalBoolean(value, 'pinCode', 'requirement.pinCode');
  if (pinCode !== undefined) requirement.pinCode = pinCode;
  const mrtd = optionalBoolean(value, 'mrtd', 'requirement.mrtd');
  if (mrtd !== undefined) requirement.mrtd = mrtd;
  if (value['cardReader'] !== undefined) {
    if (value['cardReader'] !== 'class1' && value['cardReader'] !== 'class2') {
      throw new SimInvalid('Invalid requirement.cardReader');
    }
    requirement.cardReader = value['cardReader'];
  }
  if (value['certificatePolicies'] !== undefined) {
    const policies = value['certificatePolicies'];
    if (
      !Array.isArray(policies) ||
      policies.length === 0 ||
      !policies.every((policy) => typeof policy === 'string' && /^\d+(\.\d+)+$/.test(policy))
    ) {
      throw new SimInvalid('Invalid requirement.certificatePolicies');
    }
    requirement.certificatePolicies = policies as string[];
  }
  if (value['personalNumber'] !== undefined) {
    const pnr = value['personalNumber'];
    if (typeof pnr !== 'string' || !isValidPersonalNumber(pnr)) {
      throw new SimInvalid('Invalid requirement.personalNumber');
    }
    requirement.personalNumber = pnr;
  }
  if (value['risk'] !== undefined) {
    if (value['risk'] !== 'low' && value['risk'] !== 'moderate') {
      throw new SimInvalid('Invalid requirement.risk');
    }
    requirement.risk = value['risk'];
  }
  return requirement;
}

function validateVisibleData(
  body: Record<string, unknown>,
  required: boolean,
  limit: number,
): { text: string | null; format: string | null } {
  const value = body['userVisibleData'];
  if (value === undefined) {
    if (required) throw new SimInvalid('Missing userVisibleData');
  } else if (typeof value !== 'string' || value.length > limit || !decodeBase64Utf8(value)) {
    throw new SimInvalid('Invalid userVisibleData');
  }
  const format = body['userVisibleDataFormat'];
  if (format !== undefined && format !== 'simpleMarkdownV1') {
    throw new SimInvalid('Invalid userVisibleDataFormat');
  }
  if (format !== undefined && value === undefined) {
    throw new SimInvalid('userVisibleDataFormat without userVisibleData');
  }
  const nonVisible = body['userNonVisibleData'];
  if (
    nonVisible !== undefined &&
    (typeof nonVisible !== 'string' ||
      nonVisible.length > NON_VISIBLE_DATA_LIMIT ||
      decodeBase64Utf8(nonVisible) === null)
  ) {
    throw new SimInvalid('Invalid userNonVisibleData');
  }
  return {
    text: (value as string | undefined) ?? null,
    format: (format as string | undefined) ?? null,
  };
}

function validateDevice(body: Record<string, unknown>): void {
  if (body['app'] !== undefined && body['web'] !== undefined) {
    throw new SimInvalid('Only one of app and web is allowed');
  }
  const device = body['app'] ?? body['web'];
  if (device === undefined) return;
  const keys =
    body['app'] !== undefined
      ? ['appIdentifier', 'deviceOS', 'deviceModelName', 'deviceIdentifier']
      : ['referringDomain', 'userAgent', 'deviceIdentifier'];
  const label = body['app'] !== undefined ? 'app' : 'web';
  if (!isRecord(device)) throw new SimInvalid(`Invalid ${label}`);
  for (const key of keys) {
    if (device[key] !== undefined && typeof device[key] !== 'string') {
      throw new SimInvalid(`Invalid ${label}.${key}`);
    }
  }
}

/** Validate an auth/sign/phone body like the RP API does; throws SimInvalid. */
export function validateOrderRequest(call: RpCall, body: unknown): SimOrderInput {
  if (!isRecord(body)) throw new SimInvalid('Invalid request body');
  const phone = call === 'phone/auth' || call === 'phone/sign';
  const signing = call === 'sign' || call === 'phone/sign';
  const requirement = validateRequirement(body['requirement'], phone);
  const visible = validateVisibleData(
    body,
    signing,
    signing ? VISIBLE_DATA_LIMITS.sign : VISIBLE_DATA_LIMITS.auth,
  );
  const nonVisible = (body['userNonVisibleData'] as string | undefined) ?? null;

  if (phone) {
    const pnr = body['personalNumber'];
    if (typeof pnr !== 'string' || !isValidPersonalNumber(pnr)) {
      throw new SimInvalid('Invalid personalNumber');
    }
    if (body['callInitiator'] !== 'user' && body['callInitiator'] !== 'RP') {
      throw new SimInvalid('Invalid callInitiator');
    }
    return {
      call,
      endUserIp: null,
      callInitiator: body['callInitiator'],
      requirement,
      personalNumber: pnr,
      userVisibleData: visible.text,
      userVisibleDataFormat: visible.format,
      userNonVisibleData: nonVisible,
      returnUrl: null,
      returnRisk: false,
    };
  }

  const endUserIp = body['endUserIp'];
  if (typeof endUserIp !== 'string' || endUserIp === '') throw new SimInvalid('Missing endUserIp');
  if (isIP(endUserIp) === 0) throw new SimInvalid('Invalid endUserIp');
  const returnUrl = body['returnUrl'];
  if (returnUrl !== undefined) {
    if (typeof returnUrl !== 'string' || returnUrl.length > 512 || !URL.canParse(returnUrl)) {
      throw new SimInvalid('Invalid returnUrl');
    }
  }
  const returnRisk = optionalBoolean(body, 'returnRisk') ?? false;
  validateDevice(body);
  return {
    call,
    endUserIp,
    callInitiator: null,
    requirement,
    personalNumber: requirement.personalNumber ?? null,
    userVisibleData: visible.text,
    userVisibleDataFormat: visible.format,
    userNonVisibleData: nonVisible,
    returnUrl: (returnUrl as string | undefined) ?? null,
    returnRisk,
  };
}
