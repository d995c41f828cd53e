import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AfterPaint } from './after-paint';
import { RenderWhenNear } from './render-when-near';

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;

describe('RenderWhenNear', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the placeholder until the content nears the screen', () => {
    let report: Callback = () => {};
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: Callback) {
          report = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    render(<RenderWhenNear placeholder={<p>Placeholder</p>}>Cards</RenderWhenNear>);
    expect(screen.getByText('Placeholder')).toBeInTheDocument();
    act(() => report([{ isIntersecting: false }]));
    expect(screen.queryByText('Cards')).not.toBeInTheDocument();
    act(() => report([{ isIntersecting: true }]));
    expect(screen.getByText('Cards')).toBeInTheDocument();
  });

  it('renders at once when the keyboard moves focus, so tabbing skips nothing', () => {
    render(
      <>
        <button type="button">Before</button>
        <RenderWhenNear placeholder={<p>Placeholder</p>}>Cards</RenderWhenNear>
      </>,
    );
    fireEvent.focusIn(screen.getByRole('button', { name: 'Before' }));
    expect(screen.getByText('Cards')).toBeInTheDocument();
  });
});

describe('AfterPaint', () => {
  it('renders the fallback first and the children once the page has painted', async () => {
    render(<AfterPaint fallback={<p>Soon</p>}>Now</AfterPaint>);
    expect(screen.getByText('Soon')).toBeInTheDocument();
    expect(await screen.findByText('Now')).toBeInTheDocument();
  });
});
