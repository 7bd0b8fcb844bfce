import {
  type ExposedModule,
  examplePath,
  type RemoteName,
  routesOf,
} from '@shop/shared-contracts/remotes/remote-manifest';
import type { ComponentType } from 'react';
import type { StandalonePage } from './start-standalone-remote';

/** One component per exposed module of the remote: a missing or unknown module is a type error. */
export type PageComponents<R extends RemoteName> = {
  readonly [M in ExposedModule<R>]: ComponentType;
};

/**
 * The harness pages of a remote: every route the manifest gives it, rendering the component of
 * the module that route names, exactly as the host routes them.
 */
export function standalonePages<R extends RemoteName>(
  remote: R,
  pages: PageComponents<R>,
): StandalonePage[] {
  return routesOf(remote).map(({ path, module }) => {
    const Page: ComponentType = pages[module];
    return { path, link: examplePath(path), element: <Page /> };
  });
}
