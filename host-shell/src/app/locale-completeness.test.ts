// @vitest-environment node
import { join } from 'node:path';
import { describeLocaleCompleteness } from '@shop/shared-tooling/testing/locale-completeness';

describeLocaleCompleteness({
  packageDir: join(import.meta.dirname, '..', '..'),
  namespace: 'translation',
});
