/**
 * `Alert` and `AlertTitle` as `./mui-core` offers them: MUI's own, in a file of their own
 * (`on-demand-alert`, about 2 KB gzip) that the browser fetches once it is idle after start-up,
 * instead of with the first render, which never shows an alert. By the time something fails the
 * file is there and the alert renders at once; an alert asked for earlier appears as soon as the
 * file has arrived (never a stand-in that is swapped later, which would drop the focus of a
 * shopper on its retry button). Where the file cannot be fetched (offline), the same content is
 * shown in a plain box with the same role, so an error message is never lost.
 */
import type MuiAlert from '@mui/material/Alert';
import type { AlertProps } from '@mui/material/Alert';
import type MuiAlertTitle from '@mui/material/AlertTitle';
import type { AlertTitleProps } from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { type ComponentType, createElement, lazy, Suspense, useState } from 'react';
import { whenIdle } from '../runtime/when-idle';

const loadAlertParts = () => import(/* webpackChunkName: "on-demand-alert" */ './alert-parts');

/** The alert's text and actions in a bordered box: where MUI's alert cannot be loaded. */
function PlainAlert({ children, action, role = 'alert', id, className, sx }: AlertProps) {
  return createElement(
    Box,
    {
      role,
      id,
      className,
      sx: [
        {
          display: 'flex',
          gap: 1,
          px: 2,
          py: 1.5,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ],
    },
    createElement(Box, { sx: { flex: 1 } }, children),
    action,
  );
}

function PlainAlertTitle({ children, id, className }: AlertTitleProps) {
  return createElement(Box, { id, className, sx: { fontWeight: 500, mb: 0.5 } }, children);
}

type AlertParts = Awaited<ReturnType<typeof loadAlertParts>>;

/** The file's components once it has arrived: alerts then render at once, without Suspense. */
let loadedParts: AlertParts | undefined;

const loadParts = () =>
  loadAlertParts().then((parts) => {
    loadedParts = parts;
    return parts;
  });

/**
 * Fetches the alert's file now (the page does so once the browser is idle). Test kits await it,
 * so that a page under test shows its alerts at once, as the shop does after start-up.
 */
export function preloadAlert(): Promise<void> {
  return loadParts().then(
    () => undefined,
    () => undefined,
  );
}

function lazyPart<Props extends object>(
  pick: (parts: AlertParts) => unknown,
  plain: ComponentType<Props>,
) {
  // MUI types its components as overloaded functions; they take these props.
  const component = (parts: AlertParts) => pick(parts) as ComponentType<Props>;
  const Loaded = lazy(async () => {
    try {
      return { default: component(await loadParts()) };
    } catch {
      return { default: plain };
    }
  });
  return function LazyPart(props: Props) {
    // Decided once per alert, so an alert shown before the file arrived is never rebuilt (and
    // the focus on its button never lost) when it has.
    const [ready] = useState(() => loadedParts);
    // Inside a Suspense boundary even when the file is there: a server that has it renders the
    // boundary a hydrating browser without it expects (which waits for the file, then hydrates).
    return createElement(
      Suspense,
      { fallback: null },
      ready ? createElement(component(ready), props) : createElement(Loaded, props),
    );
  };
}

export const Alert = lazyPart<AlertProps>((parts) => parts.Alert, PlainAlert) as typeof MuiAlert;
export const AlertTitle = lazyPart<AlertTitleProps>(
  (parts) => parts.AlertTitle,
  PlainAlertTitle,
) as typeof MuiAlertTitle;

if (typeof window !== 'undefined') {
  whenIdle(() => void preloadAlert());
}
