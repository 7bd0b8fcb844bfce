import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A remote's build version as its manifest names it (`metaData.buildInfo.buildVersion`): the
 * package's version plus a digest of its translation files. The host and the render service tell
 * two deploys apart by this and the names of the exposed files; since builds are reproducible, a
 * release that changes only texts has the same file names, and without the digest the render
 * service would go on rendering the old texts under a page that loads the new ones.
 */
export function remoteBuildVersion(packageDir: string): string {
  const { version = '0.0.0' } = JSON.parse(
    readFileSync(join(packageDir, 'package.json'), 'utf8'),
  ) as { version?: string };
  const locales = join(packageDir, 'public', 'locales');
  const digest = createHash('sha256');
  if (existsSync(locales)) {
    const files = (readdirSync(locales, { recursive: true }) as string[])
      .filter((file) => statSync(join(locales, file)).isFile())
      .sort();
    for (const file of files) digest.update(`${file}\n`).update(readFileSync(join(locales, file)));
  }
  return `${version}+texts.${digest.digest('hex').slice(0, 10)}`;
}
