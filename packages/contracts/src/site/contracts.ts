import type { AnyContract } from '../contract';
import { chatCloseContract, chatPollContract, chatSendContract, chatStartContract } from './chat';
import { disturbancesContract } from './disturbances';
import { featuresContract } from './features';
import { feedbackContract } from './feedback';
import { prepaidCardRegistrationContract } from './prepaid-card-registration';
import { reviewsContract } from './reviews';

/** Every site-wide contract (build manifests are static files, not contracts). */
export const siteContracts = [
  feedbackContract,
  prepaidCardRegistrationContract,
  disturbancesContract,
  reviewsContract,
  featuresContract,
  chatStartContract,
  chatSendContract,
  chatPollContract,
  chatCloseContract,
] as const satisfies readonly AnyContract[];
