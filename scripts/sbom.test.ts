// npm run sbom (what CI writes to .data/ci/sbom.cdx.json): a CycloneDX document of the packages that ship,
// each with its version and package URL, and none of the development tools.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

interface Component {
  name: string;
  version: string;
  purl: string;
  type: string;
}

it('writes a CycloneDX bill of the production packages', () => {
  const root = path.resolve(__dirname, '..');
  const run = spawnSync('npm', ['run', '--silent', 'sbom'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  expect(run.status).toBe(0);
  const bom = JSON.parse(run.stdout) as { bomFormat: string; specVersion: string; metadata: { component: { version: string } }; components: Component[] };
  expect(bom.bomFormat).toBe('CycloneDX');
  expect(bom.specVersion).toMatch(/^1\.\d+$/);
  expect(bom.metadata.component.version).toBe((JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string }).version);
  const names = bom.components.map((c) => c.name);
  expect(names).toEqual(expect.arrayContaining(['next', 'react', 'react-dom', 'iron-session', 'pino']));
  expect(names).not.toContain('jest');
  for (const component of bom.components) expect(component.purl).toMatch(/^pkg:npm\/.+@.+/);
});
