import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root });

/** Lint a snippet as if it were the given workspace file; return the boundary messages. */
async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

describe('import boundaries', () => {
  it('fails when a domain package imports another domain package', async () => {
    const errors = await boundaryErrors(
      'packages/broadband/src/fixture.ts',
      "import { x } from '@lingon/support/lib/x';\nexport const y = x;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/Domain packages never import each other/);
  });

  it('fails when a package imports an app', async () => {
    const errors = await boundaryErrors(
      'packages/content/src/fixture.ts',
      "import { routes } from '@lingon/site/app/routes';\nexport const y = routes;\n",
    );
    expect(errors[0]).toMatch(/Packages never import an app/);
  });

  it('fails when a package reaches into another one by relative path', async () => {
    const errors = await boundaryErrors(
      'packages/broadband/src/fixture.ts',
      "import { x } from '../../content/src/x';\nexport const y = x;\n",
    );
    expect(errors[0]).toMatch(/by its name/);
  });

  it('fails when the design system imports any workspace package', async () => {
    const errors = await boundaryErrors(
      'packages/design-system/src/components/fixture.ts',
      "import { x } from '@lingon/contracts/client';\nexport const y = x;\n",
    );
    expect(errors[0]).toMatch(/design system imports no other workspace package/);
  });

  it('fails when a base package imports a domain package', async () => {
    const errors = await boundaryErrors(
      'packages/contracts/src/fixture.ts',
      "import { x } from '@lingon/broadband/lib/x';\nexport const y = x;\n",
    );
    expect(errors[0]).toMatch(/base package/);
  });

  it('allows a domain package to use the base packages', async () => {
    const errors = await boundaryErrors(
      'packages/broadband/src/fixture.ts',
      [
        "import { Button } from '@lingon/design-system/button';",
        "import { apiClient } from '@lingon/contracts/client';",
        'export const y = [Button, apiClient];',
        '',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });

  it('fails when the BankID package imports a domain package', async () => {
    const errors = await boundaryErrors(
      'packages/bankid/src/fixture.ts',
      "import { x } from '@lingon/broadband/lib/order-state';\nexport const y = x;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/shared widget package/);
  });

  it('fails when a base package imports the BankID package', async () => {
    const fromContracts = await boundaryErrors(
      'packages/contracts/src/fixture.ts',
      "import { BankidBlock } from '@lingon/bankid/bankid-block';\nexport const y = BankidBlock;\n",
    );
    expect(fromContracts[0]).toMatch(/base package/);
    const fromDesignSystem = await boundaryErrors(
      'packages/design-system/src/components/fixture.ts',
      "import { BankidBlock } from '@lingon/bankid/bankid-block';\nexport const y = BankidBlock;\n",
    );
    expect(fromDesignSystem[0]).toMatch(/design system imports no other workspace package/);
  });

  it('allows a domain package to use the BankID package, and BankID the base packages', async () => {
    expect(
      await boundaryErrors(
        'packages/broadband/src/fixture.ts',
        "import { BankidBlock } from '@lingon/bankid/bankid-block';\nexport const y = BankidBlock;\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'packages/bankid/src/fixture.ts',
        [
          "import { Button } from '@lingon/design-system/button';",
          "import { apiCall } from '@lingon/contracts/client';",
          'export const y = [Button, apiCall];',
          '',
        ].join('\n'),
      ),
    ).toEqual([]);
  });
});
