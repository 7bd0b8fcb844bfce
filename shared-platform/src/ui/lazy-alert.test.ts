import { render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { Alert, AlertTitle } from './lazy-alert';

describe('Alert and AlertTitle, loaded after the first render', () => {
  it("render MUI's alert with its severity, title, text and action once the file is there", async () => {
    render(
      createElement(
        Alert,
        { severity: 'error', action: createElement('button', { type: 'button' }, 'Try again') },
        createElement(AlertTitle, null, 'Not loaded'),
        'The page could not be loaded.',
      ),
    );
    const alert = await screen.findByRole('alert');
    expect(alert.classList.contains('MuiAlert-colorError')).toBe(true);
    expect(alert.textContent).toContain('Not loaded');
    expect(alert.textContent).toContain('The page could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
