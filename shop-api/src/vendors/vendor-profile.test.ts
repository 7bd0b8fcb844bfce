import { describe, expect, it } from 'vitest';
import { cityOf } from './vendor-profile';

describe('cityOf', () => {
  it('takes the last part of the address without its postal code', () => {
    expect(cityOf('Friedrichstraße 45, 10117 Berlin')).toBe('Berlin');
    expect(cityOf('Zeil 90, 60313 Frankfurt am Main')).toBe('Frankfurt am Main');
    expect(cityOf('Hauptstraße 1, Wien')).toBe('Wien');
  });

  it('has no city for an address of one part', () => {
    expect(cityOf('Postfach 12')).toBeNull();
    expect(cityOf('Straße 1, ')).toBeNull();
  });
});
