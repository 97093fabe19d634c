import { z } from 'zod';
import { defineContract } from '../contract';
import { msisdnIdSchema } from '../phone';

/**
 * Right of use (nyttjanderätt): who uses each of the customer's mobile subscriptions. The owner
 * pays; the user is who the number is for (a child, a partner) — null when the owner uses it.
 */
export const subscriptionUserSchema = z.object({
  msisdn: z.string(),
  /** The subscription's alias or product name, for the list. */
  subscriptionName: z.string(),
  userName: z.string().nullable(),
});

export const subscriptionUsersContract = defineContract({
  id: 'mypages.subscriptionUsers',
  method: 'GET',
  path: 'subscriptions/v1/users',
  auth: 'session',
  summary: "Who uses each of the customer's mobile subscriptions (right of use)",
  response: z.object({ users: z.array(subscriptionUserSchema) }),
});

export const USER_NAME_MAX_LENGTH = 60;

export const saveSubscriptionUserContract = defineContract({
  id: 'mypages.saveSubscriptionUser',
  method: 'POST',
  path: 'subscriptions/v1/users',
  auth: 'session',
  summary: "Say who uses one of the customer's mobile subscriptions; empty: the customer",
  body: z
    .object({
      msisdn: msisdnIdSchema,
      userName: z
        .string()
        .trim()
        .max(USER_NAME_MAX_LENGTH, `Namnet får vara högst ${USER_NAME_MAX_LENGTH} tecken`)
        .regex(/^[\p{L} .'’-]*$/u, 'Ange ett namn med bokstäver'),
    })
    .strict(),
  response: z.object({ users: z.array(subscriptionUserSchema) }),
});
