import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectFailureContent, failureAlert } from './lazy-alert.fixture';

vi.mock('./alert-parts', () => {
  throw new Error('offline');
});

describe('Alert without its file (offline)', () => {
  it('still shows the message, title and action in a plain box with the same role', async () => {
    render(failureAlert());
    const alert = await screen.findByRole('alert');
    expect(alert.classList.contains('MuiAlert-root')).toBe(false);
    expectFailureContent(alert, screen.queryByRole('button', { name: 'Try again' }));
  });
});
