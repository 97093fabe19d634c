import { apiCall } from '../client';
import { defineContract } from '../contract';
import {
  permissionAnswersSchema,
  permissionTextsResponseSchema,
  type PermissionAnswers,
} from './gdpr';
import { type ApiCall } from './schemas';

export const consentsContract = defineContract({
  id: 'mypages.consents',
  method: 'GET',
  path: 'gdpr/v3/consents',
  auth: 'session',
  summary: "The consent questions with the customer's current answers",
  response: permissionTextsResponseSchema,
});

export const saveConsentsContract = defineContract({
  id: 'mypages.saveConsents',
  method: 'POST',
  path: 'gdpr/v3/consents',
  auth: 'session',
  summary: 'Save answers to consent questions; answers with every question',
  body: permissionAnswersSchema,
  response: permissionTextsResponseSchema,
});

export function fetchConsents(options: { signal?: AbortSignal; call?: ApiCall } = {}) {
  return (options.call ?? apiCall)(consentsContract, { signal: options.signal });
}

export function saveConsents(body: PermissionAnswers, options: { call?: ApiCall } = {}) {
  return (options.call ?? apiCall)(saveConsentsContract, { body });
}
