import type { AnyContract } from '../contract';
import { addonChangeContract } from './addon-change';
import { addonsContract } from './addons';
import { autogiroContract, autogiroSignUpContract } from './autogiro';
import { availableChangesContract, broadbandChangeContract } from './available-changes';
import { consentsContract, saveConsentsContract } from './consents';
import { customerInfoContract } from './customer-info';
import { connectedSubscriptionsContract } from './connected-subscriptions';
import { documentsContract } from './documents';
import {
  familyOfferContract,
  familyOrderContract,
  familyOrderSummaryContract,
} from './family-order';
import { referralsContract } from './referrals';
import { emailChangeContract } from './email-change';
import { extraSurfPackagesContract, extraSurfPurchaseContract } from './extra-surf';
import { getSubscriptionsContract } from './get-subscriptions';
import { hashedUidContract } from './hashed-uid';
import { invoicesContract } from './invoices';
import { msisdnFromUidContract } from './msisdn-from-uid';
import { offeringProductsContract } from './offering-products';
import { optOutsContract, saveOptOutsContract } from './opt-outs';
import { orderHistoryContract } from './order-history';
import { phoneChangeContract } from './phone-change';
import { planChangeContract, planChangeOptionsContract } from './plan-change';
import { saveSubscriptionUserContract, subscriptionUsersContract } from './subscription-users';
import { subscriptionDetailsContract } from './subscription-details';
import {
  aliasContract,
  saveSubscriptionSettingsContract,
  simOrderContract,
  subscriptionSettingsContract,
} from './subscription-settings';
import { surfsimOrderContract, surfsimValidateContract } from './surfsim-validate';
import {
  transferAcceptContract,
  transferCreateContract,
  transferDeclineContract,
  transferLookupContract,
  transfersContract,
  transferWithdrawContract,
} from './transfers';
import { topUpsContract, usageContract } from './usage';

/** Every my-pages service call (SPEC §7 "My pages", except login check and logout). */
export const mypagesContracts = [
  getSubscriptionsContract,
  subscriptionDetailsContract,
  addonsContract,
  addonChangeContract,
  invoicesContract,
  customerInfoContract,
  emailChangeContract,
  hashedUidContract,
  orderHistoryContract,
  documentsContract,
  availableChangesContract,
  broadbandChangeContract,
  planChangeOptionsContract,
  planChangeContract,
  consentsContract,
  saveConsentsContract,
  optOutsContract,
  saveOptOutsContract,
  surfsimValidateContract,
  surfsimOrderContract,
  extraSurfPackagesContract,
  extraSurfPurchaseContract,
  transfersContract,
  transferCreateContract,
  transferLookupContract,
  transferAcceptContract,
  transferDeclineContract,
  transferWithdrawContract,
  familyOfferContract,
  familyOrderContract,
  familyOrderSummaryContract,
  offeringProductsContract,
  msisdnFromUidContract,
  usageContract,
  topUpsContract,
  autogiroContract,
  autogiroSignUpContract,
  aliasContract,
  subscriptionSettingsContract,
  saveSubscriptionSettingsContract,
  simOrderContract,
  phoneChangeContract,
  subscriptionUsersContract,
  saveSubscriptionUserContract,
  referralsContract,
  connectedSubscriptionsContract,
] as const satisfies readonly AnyContract[];
