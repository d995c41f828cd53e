import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { Modal } from './modal';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <Modal open={open} onClose={() => setOpen(false)} title="Plumbing">
        <p>Leak & Pipe Repair</p>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('opens as a labelled dialog and closes with Escape', async () => {
    const user = userEvent.setup();
    renderWithApp(<Harness />);
    expect(screen.queryByText('Leak & Pipe Repair')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Plumbing' });
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByText('Leak & Pipe Repair')).toBeVisible();

    dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    await screen.findByRole('button', { name: 'Open' });
    expect(screen.queryByText('Leak & Pipe Repair')).not.toBeInTheDocument();
  });

  it('closes from its Close button', async () => {
    const user = userEvent.setup();
    renderWithApp(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Leak & Pipe Repair')).not.toBeInTheDocument();
  });
});
