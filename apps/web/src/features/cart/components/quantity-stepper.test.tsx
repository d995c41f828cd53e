import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { QuantityStepper } from './quantity-stepper';

function Stepper({ start, onChange }: { start: number; onChange?: (quantity: number) => void }) {
  const [quantity, setQuantity] = useState(start);
  return (
    <QuantityStepper
      serviceName="AC General Service"
      quantity={quantity}
      onChange={(next) => {
        setQuantity(next);
        onChange?.(next);
      }}
    />
  );
}

describe('QuantityStepper', () => {
  it('steps with buttons named for the service and announces the new quantity', async () => {
    const onChange = vi.fn();
    renderWithApp(<Stepper start={1} onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Quantity of AC General Service' })).toBeInTheDocument();
    const fewer = screen.getByRole('button', { name: 'One fewer AC General Service' });
    expect(fewer).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'One more AC General Service' }));
    await userEvent.click(screen.getByRole('button', { name: 'One more AC General Service' }));
    expect(onChange).toHaveBeenLastCalledWith(3);
    expect(screen.getByRole('status')).toHaveTextContent('AC General Service: 3');
    await userEvent.click(fewer);
    expect(screen.getByRole('status')).toHaveTextContent('AC General Service: 2');
  });

  it('stops at 10', async () => {
    renderWithApp(<Stepper start={10} />);
    expect(screen.getByRole('button', { name: 'One more AC General Service' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'One fewer AC General Service' })).toBeEnabled();
  });

  it('speaks Arabic', () => {
    renderWithApp(<Stepper start={2} />, { locale: 'ar' });
    expect(screen.getByRole('button', { name: 'زيد واحد من AC General Service' })).toBeInTheDocument();
  });
});
