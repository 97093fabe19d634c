import { z } from 'zod';
import { apiCall } from '../client';
import { defineContract } from '../contract';
import { type ApiCall } from './schemas';
import { MAX_SURF_SIMS_PER_SUBSCRIPTION, surfsimRefusal } from './surfsim-validate';

export const connectedMemberSchema = z.object({
  msisdn: z.string(),
  /** The alias, else the product name. */
  name: z.string(),
  plan: z.string(),
  /** Who uses the number (right of use); null when the owner does. */
  userName: z.string().nullable(),
  /** Surf sims connected to the number. */
  surfSims: z.number().int().nonnegative(),
});
export type ConnectedMember = z.infer<typeof connectedMemberSchema>;

export const connectedGroupSchema = connectedMemberSchema.extend({
  ownerName: z.string(),
  /** Family subscriptions attached to this one. */
  members: z.array(connectedMemberSchema),
  maxSurfSims: z.number().int().positive(),
  canOrderSurfSim: z.boolean(),
  /** Whether family subscriptions can be added: an active subscription of its own with invoice. */
  canAddFamily: z.boolean(),
});
export type ConnectedGroup = z.infer<typeof connectedGroupSchema>;

export const connectedSubscriptionsResponseSchema = z.object({
  groups: z.array(connectedGroupSchema),
});
export type ConnectedSubscriptionsResponse = z.infer<typeof connectedSubscriptionsResponseSchema>;

export const connectedSubscriptionsContract = defineContract({
  id: 'mypages.connectedSubscriptions',
  method: 'GET',
  path: 'subscriptions/v1/connected',
  auth: 'session',
  summary:
    "The customer's mobile subscriptions with what is connected to each: family subscriptions and surf sims",
  response: connectedSubscriptionsResponseSchema,
});

export function fetchConnectedSubscriptions(
  options: { signal?: AbortSignal; call?: ApiCall } = {},
) {
  return (options.call ?? apiCall)(connectedSubscriptionsContract, { signal: options.signal });
}

/** One of the customer's subscriptions as both the server and Storybook's handlers hold it. */
export interface ConnectedSource {
  id: string;
  name: string;
  displayName: string | null;
  subscriptionType: string;
  trafficStatusCode: string;
  mainMsisdn: string | null;
  surfSimCount: number;
  userName: string | null;
}

/**
 * The groups of SPEC §2 'anslutna-abonnemang': every mobile subscription that is not itself a
 * family member, in the order given, with its family members and surf sims.
 */
export function connectedGroups(
  subscriptions: readonly ConnectedSource[],
  ownerName: string,
): ConnectedGroup[] {
  const mobile = subscriptions.filter((sub) => sub.subscriptionType !== 'BROADBAND');
  const member = (sub: ConnectedSource): ConnectedMember => ({
    msisdn: sub.id,
    name: sub.displayName ?? sub.name,
    plan: sub.name,
    userName: sub.userName,
    surfSims: sub.surfSimCount,
  });
  return mobile
    .filter((sub) => sub.mainMsisdn === null)
    .map((sub) => ({
      ...member(sub),
      ownerName,
      members: mobile.filter((other) => other.mainMsisdn === sub.id).map(member),
      maxSurfSims: MAX_SURF_SIMS_PER_SUBSCRIPTION,
      canOrderSurfSim: surfsimRefusal(sub) === null,
      // The family offer's main subscriptions (SPEC §2 familjeabonnemang): postpaid and active.
      canAddFamily: sub.subscriptionType === 'POSTPAID_VOICE' && sub.trafficStatusCode === 'ACTIVE',
    }));
}
