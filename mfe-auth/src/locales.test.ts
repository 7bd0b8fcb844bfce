// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { describeLocaleCompleteness } from '@shop/shared-tooling/testing/locale-completeness';

describeLocaleCompleteness({
  packageDir: fileURLToPath(new URL('..', import.meta.url)),
  namespace: 'auth',
  // Validation and error messages are keys kept in variables, e.g. 'signIn.errors.invalidEmail'.
  keysInVariables: /['"]((?:common|signIn|signUp|forgotPassword|resetPassword)\.[\w.]+)['"]/g,
});
