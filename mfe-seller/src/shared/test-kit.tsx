import type { Language } from '@shop/shared-contracts/i18n/languages';
import { renderRemotePage } from '@shop/shared-tooling/testing/render-remote-page';
import { configure } from '@testing-library/react';
import type { ReactNode } from 'react';
import { testUser } from './test-data';

// Two shared cores: a page's first answer can take seconds to show, which is not a failure.
configure({ asyncUtilTimeout: 10_000 });

/** A page of this remote as the host renders it, signed in as the test vendor. */
export function openPage(
  ui: ReactNode,
  options: { route: string; path: string; language?: Language },
) {
  return renderRemotePage(ui, {
    route: options.route,
    path: options.path,
    language: options.language ?? 'du',
    namespaces: ['seller'],
    session: { user: testUser },
  });
}
