import { renderRemotePage } from '@shop/shared-tooling/testing/render-remote-page';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ar from '../../public/locales/ar/cartCheckout.json';
import { CouponField } from './coupon-field';

describe('coupon field in Arabic', () => {
  it('has the code typed left to right, aligned with the form', async () => {
    await renderRemotePage(
      <CouponField applied="" busy={false} error={null} onApply={() => {}} onClear={() => {}} />,
      { route: '/checkout', language: 'ar', namespaces: ['cartCheckout'] },
    );
    const code = screen.getByRole('textbox', { name: ar.coupon.label });
    expect(code.getAttribute('dir')).toBe('ltr');
    expect(getComputedStyle(code).textAlign).toBe('right');
  });
});
