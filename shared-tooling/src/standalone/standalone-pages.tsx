import {
  examplePath,
  type RouteDeclaration,
} from '@shop/shared-contracts/remotes/route-declaration';
import type { ComponentType } from 'react';
import type { StandalonePage } from './start-standalone-remote';

/** One component per module the routes name: a missing or unknown module is a type error. */
export type PageComponents<Routes extends readonly RouteDeclaration[]> = {
  readonly [M in Routes[number]['module']]: ComponentType;
};

/**
 * The harness pages of a remote: every route of its `src/routes.ts`, rendering the component of
 * the module that route names, exactly as the host routes them.
 */
export function standalonePages<const Routes extends readonly RouteDeclaration[]>(
  routes: Routes,
  pages: PageComponents<Routes>,
): StandalonePage[] {
  return routes.map(({ path, module }) => {
    const Page: ComponentType = pages[module as Routes[number]['module']];
    return { path, link: examplePath(path), element: <Page /> };
  });
}
