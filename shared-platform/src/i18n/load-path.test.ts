import { expect, it } from 'vitest';
import { createLoadPath, originOf } from './load-path';

it('reads translation from the host and other namespaces from their remote', () => {
  const loadPath = createLoadPath({
    hostOrigin: 'http://localhost:3000',
    namespaceOrigins: { catalog: 'http://localhost:3001/' },
  });
  expect(loadPath(['du'], ['translation'])).toBe(
    'http://localhost:3000/locales/{{lng}}/{{ns}}.json',
  );
  expect(loadPath(['du'], ['catalog'])).toBe('http://localhost:3001/locales/{{lng}}/{{ns}}.json');
});

it('takes the origin of a manifest URL', () => {
  expect(originOf('http://localhost:3003/mf-manifest.json')).toBe('http://localhost:3003');
});
