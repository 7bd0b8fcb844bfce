// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { describeLocaleCompleteness } from '@shop/shared-tooling/testing/locale-completeness';

describeLocaleCompleteness({
  packageDir: fileURLToPath(new URL('..', import.meta.url)),
  namespace: 'cartCheckout',
  // Keys chosen in code (a coupon refusal, the shipping type) rather than written inside `t()`.
  keysInVariables: /['"`]((?:coupon|summary|shipping|validation)\.[\w.]+)['"`]/g,
});
