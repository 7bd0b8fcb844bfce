import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';

/**
 * Marks a server build's folder as CommonJS: the packages are `"type": "module"`, and Node would
 * otherwise read the build's `module.exports` as an ES module's and fail.
 */
export function pluginServerPackage(): RsbuildPlugin {
  return {
    name: 'shop:server-package',
    setup(api) {
      api.onAfterBuild(({ environments }) => {
        for (const { name, distPath } of Object.values(environments))
          if (name === 'node')
            writeFileSync(join(distPath, 'package.json'), '{ "type": "commonjs" }\n');
      });
    },
  };
}
