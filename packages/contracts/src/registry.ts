import { accountContracts } from './account/contracts';
import { bankidContracts } from './bankid/contracts';
import { broadbandContracts } from './broadband/contracts';
import { campaignContracts } from './campaigns/contracts';
import { contentContracts } from './content/contracts';
import type { AnyContract } from './contract';
import { mypagesContracts } from './mypages/contracts';
import { paymentsContracts } from './payments/contracts';
import { prepaidContracts } from './prepaid/contracts';
import { siteContracts } from './site/contracts';
import { supportContracts } from './support/contracts';

/** Every contract, for the OpenAPI document and the server's contract-wide tests. */
export const allContracts: readonly AnyContract[] = [
  ...broadbandContracts,
  ...campaignContracts,
  ...bankidContracts,
  ...accountContracts,
  ...mypagesContracts,
  ...paymentsContracts,
  ...prepaidContracts,
  ...contentContracts,
  ...supportContracts,
  ...siteContracts,
];

/** The contracts served under `/services/` (the identity provider's logout lives at the root). */
export const servicesContracts: readonly AnyContract[] = allContracts.filter(
  (contract) => !contract.path.startsWith('oidc/'),
);
