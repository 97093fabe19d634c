import { z } from 'zod';
import { apiCall } from '../client';
import { defineContract } from '../contract';
import { type ApiCall } from './schemas';

const dateTimeSchema = z.iso.datetime({ offset: true });

export const customerDocumentSchema = z.object({
  id: z.string(),
  title: z.string(),
  type: z.enum(['CONTRACT', 'TERMS', 'LETTER', 'PRICE_LIST']),
  createdOn: dateTimeSchema,
  /**
   * The document's text as rich text HTML, sanitised by the server like content rich text; ''
   * when the document has none (documents stored before texts were kept).
   */
  body: z.string(),
});

export const gdprCaseSchema = z.object({
  id: z.string(),
  type: z.enum(['REGISTER_EXTRACT', 'ERASURE', 'RECTIFICATION', 'DATA_PORTABILITY']),
  status: z.enum(['RECEIVED', 'IN_PROGRESS', 'COMPLETED']),
  createdOn: dateTimeSchema,
  closedOn: dateTimeSchema.nullable(),
});

/** 'NEW' for 7 days after it was inserted, then 'Open' (SPEC §4), computed when asked. */
export const orderConfirmationStatusSchema = z.enum(['NEW', 'Open']);
export type OrderConfirmationStatus = z.infer<typeof orderConfirmationStatusSchema>;

export const orderConfirmationSchema = z.object({
  id: z.string(),
  title: z.string(),
  type: z.enum(['ORDER_CONFIRMATION']),
  insertedOn: dateTimeSchema,
  status: orderConfirmationStatusSchema,
  /** The order it confirms (links to the order details). */
  orderId: z.string(),
});

export const documentsResponseSchema = z.object({
  customerDocumentsResult: z.object({ documents: z.array(customerDocumentSchema) }),
  gdprCasesResult: z.object({ gdprCases: z.array(gdprCaseSchema) }),
  orderConfirmationResult: z.object({ orderConfirmations: z.array(orderConfirmationSchema) }),
});
export type DocumentsResponse = z.infer<typeof documentsResponseSchema>;

export const documentsContract = defineContract({
  id: 'mypages.documents',
  method: 'GET',
  path: 'aggregation/v2/documents',
  auth: 'session',
  summary: "The customer's documents, GDPR cases and order confirmations, newest first",
  response: documentsResponseSchema,
});

export function fetchDocuments(options: { signal?: AbortSignal; call?: ApiCall } = {}) {
  return (options.call ?? apiCall)(documentsContract, { signal: options.signal });
}
