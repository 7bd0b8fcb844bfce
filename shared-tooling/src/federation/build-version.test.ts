// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { remoteBuildVersion } from './build-version';

function remoteWithText(text: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'build-version-'));
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ version: '1.4.0' }));
  mkdirSync(join(dir, 'public', 'locales', 'du'), { recursive: true });
  writeFileSync(
    join(dir, 'public', 'locales', 'du', 'catalog.json'),
    JSON.stringify({ title: text }),
  );
  return dir;
}

describe("a remote's build version", () => {
  it('is the package version with a digest of the texts, the same for the same texts', () => {
    const version = remoteBuildVersion(remoteWithText('Neu'));
    expect(version).toMatch(/^1\.4\.0\+texts\.[0-9a-f]{10}$/);
    expect(remoteBuildVersion(remoteWithText('Neu'))).toBe(version);
  });

  it('changes when only a text changes', () => {
    expect(remoteBuildVersion(remoteWithText('Neu · Release 2'))).not.toBe(
      remoteBuildVersion(remoteWithText('Neu')),
    );
  });
});
