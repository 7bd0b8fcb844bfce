// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { describeLocaleCompleteness } from '@shop/shared-tooling/testing/locale-completeness';

describeLocaleCompleteness({
  packageDir: fileURLToPath(new URL('..', import.meta.url)),
  namespace: 'seller',
});
