import { z } from 'zod';
import { SERVICE } from '../brand';
import { defineContract } from '../contract';
import { pointIdSchema } from './evaluate-address';
import { productOfferingSchema } from './product';

export const productByPointContract = defineContract({
  id: 'broadband.productByPoint',
  method: 'GET',
  path: `${SERVICE.broadband}/v1/product/:pointId`,
  summary: 'The broadband offering at one point (home).',
  params: z.object({ pointId: pointIdSchema }),
  response: productOfferingSchema,
});
