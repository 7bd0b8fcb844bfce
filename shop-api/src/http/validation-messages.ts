import type { FieldErrorCode } from '@shop/shared-contracts/api/error-keys';
import { EMAIL_PATTERN } from '@shop/shared-contracts/validation/is-valid-email';
import type { FastifySchemaValidationError } from 'fastify/types/schema';

/**
 * Turns Ajv errors into the `field -> messages` map of a 422 answer and, per field, the machine
 * code of its first error (clients translate the code; the text is for API readers).
 */
export function validationErrors(
  errors: FastifySchemaValidationError[],
  context: string,
): { errors: Record<string, string[]>; codes: Record<string, FieldErrorCode> } {
  const result: Record<string, string[]> = {};
  const codes: Record<string, FieldErrorCode> = {};
  for (const error of errors) {
    const params = error.params as Record<string, unknown>;
    const path = error.instancePath.replace(/^\//, '').split('/')[0] ?? '';
    const field =
      typeof params.missingProperty === 'string'
        ? params.missingProperty
        : typeof params.additionalProperty === 'string'
          ? params.additionalProperty
          : path || context;
    const message = describe(field, error.keyword, params, error.message);
    const list = result[field] ?? [];
    if (!list.includes(message)) list.push(message);
    result[field] = list;
    codes[field] ??= codeOf(error.keyword, params);
  }
  return { errors: result, codes };
}

function codeOf(keyword: string, params: Record<string, unknown>): FieldErrorCode {
  switch (keyword) {
    case 'required':
      return 'required';
    case 'minLength':
      return params.limit === 1 ? 'required' : 'too_short';
    case 'maxLength':
      return 'too_long';
    case 'format':
      return params.format === 'email' ? 'email_invalid' : 'invalid';
    case 'pattern':
      return params.pattern === EMAIL_PATTERN ? 'email_invalid' : 'invalid';
    default:
      return 'invalid';
  }
}

function describe(
  field: string,
  keyword: string,
  params: Record<string, unknown>,
  fallback: string | undefined,
): string {
  const label = `The ${field.replace(/_/g, ' ')} field`;
  switch (keyword) {
    case 'required':
      return `${label} is required.`;
    case 'additionalProperties':
      return `${label} is not allowed.`;
    case 'minLength':
      return params.limit === 1
        ? `${label} must not be empty.`
        : `${label} must be at least ${params.limit} characters.`;
    case 'maxLength':
      return `${label} must not be longer than ${params.limit} characters.`;
    case 'minimum':
      return `${label} must be at least ${params.limit}.`;
    case 'maximum':
      return `${label} must not be greater than ${params.limit}.`;
    case 'maxItems':
      return `${label} must not have more than ${params.limit} items.`;
    case 'type':
      return `${label} must be of type ${String(params.type)}.`;
    case 'enum':
      return `${label} must be one of: ${(params.allowedValues as unknown[]).join(', ')}.`;
    case 'format':
      return params.format === 'email'
        ? `${label} must be a valid email address.`
        : `${label} must be a valid ${String(params.format)}.`;
    case 'pattern':
      return params.pattern === EMAIL_PATTERN
        ? `${label} must be a valid email address.`
        : `${label} has an invalid format.`;
    default:
      return `${label} is invalid${fallback ? ` (${fallback})` : ''}.`;
  }
}
