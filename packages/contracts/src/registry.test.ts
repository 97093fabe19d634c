import { describe, expect, it } from 'vitest';
import { buildOpenApi } from './openapi';
import { allContracts } from './registry';

describe('contract registry', () => {
  it('has unique ids and unique method + path pairs', () => {
    const ids = allContracts.map((contract) => contract.id);
    expect(new Set(ids).size).toBe(ids.length);
    const routes = allContracts.map((contract) => `${contract.method} ${contract.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('covers the calls of SPEC §7', () => {
    const paths = allContracts.map((contract) => contract.path);
    for (const expected of [
      'lingon-broadband-service/v1/address/search',
      'lingon-broadband-service/v1/evaluateAddress',
      'lingon-broadband-service/v2/order/create',
      'campaign-service/v3/campaigns',
      'subscriptions/v9/getSubscriptions',
      'mypages/invoices/v4',
      'account/v3/isLoggedIn',
      'gdpr/v3/consents',
      'aggregation/v2/documents',
    ]) {
      expect(paths).toContain(expected);
    }
  });

  it('builds an OpenAPI document with every contract', () => {
    const doc = buildOpenApi(allContracts);
    const operations = Object.values(doc.paths).flatMap((methods) => Object.keys(methods));
    expect(operations).toHaveLength(allContracts.length);
  });
});
