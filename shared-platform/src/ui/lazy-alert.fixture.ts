import { createElement } from 'react';
import { Alert, AlertTitle } from './lazy-alert';

/** An error alert with a title, a text and a retry button, as pages show one. */
export const failureAlert = () =>
  createElement(
    Alert,
    { severity: 'error', action: createElement('button', { type: 'button' }, 'Try again') },
    createElement(AlertTitle, null, 'Not loaded'),
    'The page could not be loaded.',
  );

/** Checks `alert` shows all of `failureAlert`'s content. */
export function expectFailureContent(alert: HTMLElement, retry: HTMLElement | null) {
  if (!alert.textContent?.includes('Not loaded')) throw new Error('The title is missing.');
  if (!alert.textContent.includes('The page could not be loaded.'))
    throw new Error('The text is missing.');
  if (!retry) throw new Error('The retry button is missing.');
}
