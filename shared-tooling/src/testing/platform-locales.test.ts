// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { describeLocaleCompleteness } from './locale-completeness';

const platformDir = fileURLToPath(new URL('../../../shared-platform', import.meta.url));

// The platform's shared UI texts ship in its bundle; they are checked like every package's.
describeLocaleCompleteness({
  packageDir: platformDir,
  namespace: 'platform',
  localesDir: `${platformDir}/locales`,
});
