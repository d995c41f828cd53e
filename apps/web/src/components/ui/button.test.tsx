import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from './button';

describe('Button', () => {
  it('is disabled and busy with a spinner while loading', () => {
    render(<Button loading>Save Changes</Button>);
    const button = screen.getByRole('button', { name: 'Save Changes' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button.querySelector('svg.animate-spin')).not.toBeNull();
  });

  it('is a plain button otherwise', () => {
    render(<Button>Save Changes</Button>);
    const button = screen.getByRole('button', { name: 'Save Changes' });
    expect(button).toBeEnabled();
    expect(button).toHaveAttribute('type', 'button');
    expect(button.querySelector('svg')).toBeNull();
  });
});
