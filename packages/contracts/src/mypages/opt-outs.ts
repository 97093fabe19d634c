import { apiCall } from '../client';
import { defineContract } from '../contract';
import {
  permissionAnswersSchema,
  permissionTextsResponseSchema,
  type PermissionAnswers,
} from './gdpr';
import { type ApiCall } from './schemas';

export const optOutsContract = defineContract({
  id: 'mypages.optOuts',
  method: 'GET',
  path: 'gdpr/v3/opt-outs',
  auth: 'session',
  summary: "The opt-out questions with the customer's current answers",
  response: permissionTextsResponseSchema,
});

export const saveOptOutsContract = defineContract({
  id: 'mypages.saveOptOuts',
  method: 'POST',
  path: 'gdpr/v3/opt-outs',
  auth: 'session',
  summary: 'Save answers to opt-out questions; answers with every question',
  body: permissionAnswersSchema,
  response: permissionTextsResponseSchema,
});

export function fetchOptOuts(options: { signal?: AbortSignal; call?: ApiCall } = {}) {
  return (options.call ?? apiCall)(optOutsContract, { signal: options.signal });
}

export function saveOptOuts(body: PermissionAnswers, options: { call?: ApiCall } = {}) {
  return (options.call ?? apiCall)(saveOptOutsContract, { body });
}
