import { expect, it } from 'vitest';
import { mapUrl, parseOriginMap } from './origin-map';

it('fetches a public origin at its internal address, path and query kept', () => {
  const map = parseOriginMap(
    ' http://localhost:8081=http://catalog:8080  https://api.example=http://api:4000/ ',
  );
  expect(mapUrl('http://localhost:8081/mf-manifest.json?v=2', map)).toBe(
    'http://catalog:8080/mf-manifest.json?v=2',
  );
  expect(mapUrl('https://api.example/v1/products', map)).toBe('http://api:4000/v1/products');
  expect(mapUrl('http://localhost:8082/mf-manifest.json', map)).toBe(
    'http://localhost:8082/mf-manifest.json',
  );
  expect(() => parseOriginMap('http://a.example')).toThrow(/ORIGIN_MAP/);
});
