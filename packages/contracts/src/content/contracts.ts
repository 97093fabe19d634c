import type { AnyContract } from '../contract';
import { dynamicPageContract } from './dynamic-page';
import { contentEntriesContract } from './entries';
import { contentGraphqlContract } from './graphql';
import { navigationContract } from './navigation';
import { productListContract } from './product-lists';
import { staticPageContract } from './static-page';

/** Every content contract (the OpenAPI document and the server's mount list). */
export const contentContracts = [
  staticPageContract,
  dynamicPageContract,
  productListContract,
  navigationContract,
  contentGraphqlContract,
  contentEntriesContract,
] as const satisfies readonly AnyContract[];
