import { renderRemotePage } from '@shop/shared-tooling/testing/render-remote-page';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { QuantityStepper } from './quantity-stepper';

function Stepper({ max, onChange }: { max: number; onChange: (quantity: number) => void }) {
  const [quantity, setQuantity] = useState(max - 1);
  return (
    <QuantityStepper
      quantity={quantity}
      max={max}
      disabled={false}
      itemName="Kleid"
      onChange={(next) => {
        onChange(next);
        setQuantity(next);
      }}
    />
  );
}

describe('QuantityStepper', () => {
  it('keeps focus on plus when it reaches the stock, and ignores presses there', async () => {
    const onChange = vi.fn();
    await renderRemotePage(<Stepper max={3} onChange={onChange} />, {
      language: 'en',
      namespaces: ['cartCheckout'],
    });
    const plus = screen.getByRole('button', { name: 'One more Kleid' });
    plus.focus();
    fireEvent.click(plus);
    expect(onChange).toHaveBeenCalledWith(3);
    expect(plus.getAttribute('aria-disabled')).toBe('true');
    expect(plus.hasAttribute('disabled')).toBe(false);
    expect(document.activeElement).toBe(plus);
    fireEvent.click(plus);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(
      screen.getByRole('button', { name: 'One less Kleid' }).getAttribute('aria-disabled'),
    ).toBe(null);
  });
});
