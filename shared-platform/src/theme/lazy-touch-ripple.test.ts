import type { TouchRippleActions } from '@mui/material/ButtonBase/TouchRipple';
import { render, waitFor } from '@testing-library/react';
import { createElement, createRef } from 'react';
import { describe, expect, it } from 'vitest';
import LazyTouchRipple from './lazy-touch-ripple';

describe('LazyTouchRipple (the stand-in for MUI’s button ripple)', () => {
  it("renders MUI's ripple once its file has loaded, with the ref ButtonBase drives it through", async () => {
    const ref = createRef<TouchRippleActions>();
    const { container } = render(createElement(LazyTouchRipple, { ref, center: false }));
    await waitFor(() => expect(container.querySelector('.MuiTouchRipple-root')).not.toBeNull());
    expect(typeof ref.current?.start).toBe('function');
    expect(typeof ref.current?.pulsate).toBe('function');
  });
});
