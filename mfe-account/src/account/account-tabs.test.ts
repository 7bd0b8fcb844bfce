import { ACCOUNT_TAB_IDS } from '@shop/shared-contracts/routes';
import { expect, it } from 'vitest';
import { ACCOUNT_TABS } from './account-tabs';

it('offers exactly the tabs the contract names, in its order (links and journeys use that list)', () => {
  expect(ACCOUNT_TABS.map(({ id }) => id)).toEqual([...ACCOUNT_TAB_IDS]);
});
