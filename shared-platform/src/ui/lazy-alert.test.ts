import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectFailureContent, failureAlert } from './lazy-alert.fixture';

describe('Alert and AlertTitle, loaded after the first render', () => {
  it("render MUI's alert with its severity, title, text and action once the file is there", async () => {
    render(failureAlert());
    const alert = await screen.findByRole('alert');
    expect(alert.classList.contains('MuiAlert-colorError')).toBe(true);
    expectFailureContent(alert, screen.queryByRole('button', { name: 'Try again' }));
  });
});
