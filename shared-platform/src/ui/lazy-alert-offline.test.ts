import { render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Alert, AlertTitle } from './lazy-alert';

vi.mock('./alert-parts', () => {
  throw new Error('offline');
});

describe('Alert without its file (offline)', () => {
  it('still shows the message, title and action in a plain box with the same role', async () => {
    render(
      createElement(
        Alert,
        { severity: 'error', action: createElement('button', { type: 'button' }, 'Try again') },
        createElement(AlertTitle, null, 'Not loaded'),
        'The page could not be loaded.',
      ),
    );
    const alert = await screen.findByRole('alert');
    expect(alert.classList.contains('MuiAlert-root')).toBe(false);
    expect(alert.textContent).toContain('Not loaded');
    expect(alert.textContent).toContain('The page could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
