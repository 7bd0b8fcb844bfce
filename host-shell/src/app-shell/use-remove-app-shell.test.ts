import { renderHook } from '@testing-library/react';
import { expect, it } from 'vitest';
import { APP_SHELL_ID } from './app-shell-document';
import { useRemoveAppShell } from './use-remove-app-shell';

it("removes the document's first paint when the header is in", () => {
  const shell = document.createElement('div');
  shell.id = APP_SHELL_ID;
  document.body.append(shell);
  renderHook(() => useRemoveAppShell());
  expect(document.getElementById(APP_SHELL_ID)).toBeNull();
  // A second header (StrictMode, a remount) finds nothing left to remove.
  expect(() => renderHook(() => useRemoveAppShell())).not.toThrow();
});
