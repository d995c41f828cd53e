import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { StarInput } from '@/components/ui/star-input';
import { failureMessage } from '@/lib/api';
import { useT } from '@/lib/i18n/use-t';
import { useSaveRatingMutation, useSaveReviewMutation } from '../api/save-feedback';

type FeedbackFormProps = {
  target: 'service' | 'partner';
  targetId: string;
  /** The name of what is rated ("AC General Service", the partner's name). */
  name: string;
  userId: string;
  ordId: string;
  rating: number | null;
  review: string | null;
};

/**
 * Stars that save on click (and go back to the earlier value if the save fails), and a review box saved by
 * 'Submit Review' (spec §2 Order details, §4 Rating/review).
 */
export function FeedbackForm({ target, targetId, name, userId, ordId, rating, review }: FeedbackFormProps) {
  const t = useT();
  const [stars, setStars] = useState(rating);
  const [text, setText] = useState(review ?? '');
  const [saveRating] = useSaveRatingMutation();
  const [saveReview, { isLoading: savingReview }] = useSaveReviewMutation();
  const reviewId = useId();

  const rate = async (value: number) => {
    const previous = stars;
    setStars(value);
    try {
      await saveRating({ target, targetId, userId, ordId, rating: value }).unwrap();
      toast.success(t('reviews.ratingSaved'));
    } catch (error) {
      setStars(previous);
      toast.error(failureMessage(error, t('reviews.ratingFailed')));
    }
  };

  const submitReview = async () => {
    try {
      await saveReview({ target, targetId, userId, ordId, review: text }).unwrap();
      toast.success(t('reviews.reviewSaved'));
    } catch (error) {
      toast.error(failureMessage(error, t('reviews.reviewFailed')));
    }
  };

  return (
    <div className="space-y-2">
      <StarInput label={t('reviews.rate', { name })} value={stars} onChange={(value) => void rate(value)} />
      <label htmlFor={reviewId} className="sr-only">
        {t('reviews.reviewOf', { name })}
      </label>
      <textarea
        id={reviewId}
        value={text}
        onChange={(event) => setText(event.target.value)}
        rows={2}
        maxLength={2000}
        placeholder={t('reviews.placeholder')}
        className="w-full rounded-lg border border-slate-300 p-2 text-sm focus:border-brand-600"
      />
      <Button
        size="sm"
        variant="secondary"
        loading={savingReview}
        disabled={!text.trim()}
        onClick={() => void submitReview()}
      >
        {t('reviews.submit')}
      </Button>
    </div>
  );
}
