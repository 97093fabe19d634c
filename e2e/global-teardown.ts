import fs from 'node:fs';

/** Remove this run's database folder. */
export default function globalTeardown(): void {
  const dataDir = process.env['E2E_DATA_DIR'];
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}
