import { readFileSync } from 'node:fs';
import path from 'node:path';
import { platformRange, sharedConfig } from './index';

const root = path.resolve(__dirname, '..', '..');
const platformVersion = (JSON.parse(readFileSync(path.join(root, 'packages/platform/package.json'), 'utf8')) as { version: string }).version;

describe('the shared @clinic/platform', () => {
  it('is required in the versions a build works with: its major, at least its minor', () => {
    expect(platformRange('0.2.0')).toBe('>=0.2.0 <1.0.0');
    expect(platformRange('0.2.5')).toBe('>=0.2.0 <1.0.0');
    expect(platformRange('1.3.0')).toBe('>=1.3.0 <2.0.0');
  });

  it.each(['shell', 'mfe-public', 'mfe-i693'])('is offered by %s as the version it was built with, both entries', (workspace) => {
    const shared = sharedConfig(path.join(root, workspace), { eager: false });
    for (const request of ['@clinic/platform', '@clinic/platform/staff']) {
      expect(shared[request]).toMatchObject({ singleton: true, version: platformVersion, requiredVersion: platformRange(platformVersion) });
    }
    // The version check is bundled into each remote with the version it was built against.
    expect(shared).not.toHaveProperty(['@clinic/platform/version-check']);
  });
});
