import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { okAnswer } from '@/test/fixtures';
import { renderWithApp, stubApi } from '@/test/render';
import { FeedbackForm } from './feedback-form';

const form = (
  <FeedbackForm
    target="service"
    targetId="s1"
    name="AC General Service"
    userId="u1"
    ordId="KH-ABCDEFGH"
    rating={null}
    review={null}
  />
);

describe('FeedbackForm', () => {
  let toasted: { success: ReturnType<typeof vi.spyOn>; error: ReturnType<typeof vi.spyOn> };
  beforeEach(() => {
    toasted = { success: vi.spyOn(toast, 'success'), error: vi.spyOn(toast, 'error') };
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('saves a rating on click and a review on Submit Review, with the spec toasts', async () => {
    vi.stubGlobal(
      'fetch',
      stubApi({
        csrf: okAnswer({ token: 't' }),
        'serviceRating/s1': okAnswer(null),
        'serviceReview/s1': okAnswer(null),
      }).fetchStub,
    );
    renderWithApp(form);
    expect(screen.getByRole('group', { name: 'Rate AC General Service' })).toBeInTheDocument();
    await userEvent.click(screen.getByText('4 stars'));
    await waitFor(() => expect(toasted.success).toHaveBeenCalledWith('Your rating has been submitted'));
    expect(screen.getByRole('textbox', { name: 'Review of AC General Service' })).toHaveAttribute(
      'placeholder',
      'Write a review',
    );
    await userEvent.type(screen.getByRole('textbox'), 'Tidy work');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    await waitFor(() => expect(toasted.success).toHaveBeenCalledWith('Your review has been submitted'));
  });

  it('speaks Arabic, and a failed rating goes back with the Arabic toast', async () => {
    vi.stubGlobal(
      'fetch',
      stubApi({
        csrf: okAnswer({ token: 't' }),
        'serviceRating/s1': { status: 500, body: { code: 500, message: '' } },
        'serviceReview/s1': okAnswer(null),
      }).fetchStub,
    );
    renderWithApp(form, { locale: 'ar' });
    expect(screen.getByRole('group', { name: 'قيّم AC General Service' })).toBeInTheDocument();
    const box = screen.getByRole('textbox', { name: 'مراجعتك عن AC General Service' });
    expect(box).toHaveAttribute('placeholder', 'اكتب مراجعتك');
    expect(screen.getByRole('button', { name: 'إرسال المراجعة' })).toBeDisabled();

    const stars = screen.getAllByRole('radio');
    await userEvent.click(stars[2]!);
    await waitFor(() => expect(toasted.error).toHaveBeenCalledWith('تعذّر إرسال التقييم'));
    expect(stars[2]).not.toBeChecked();

    await userEvent.type(box, 'شغل نظيف');
    await userEvent.click(screen.getByRole('button', { name: 'إرسال المراجعة' }));
    await waitFor(() => expect(toasted.success).toHaveBeenCalledWith('تم إرسال مراجعتك'));
  });
});
