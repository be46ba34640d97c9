import { useState } from 'react';
import type { WriteResult } from '../../shared/api';
import { buttonClass } from '../../shared/ui/button';
import { formStyles, SubmitButton, TextAreaField, useFormSubmit, FormError } from '../../shared/ui/form';
import { VisuallyHidden } from '../../shared/ui/VisuallyHidden';
import { REVIEW_TEXT_MAX, validateReview } from './rules';
import { STAR_PATH } from './Stars';
import type { MyReview, ReviewField, ReviewValues } from './types';
import styles from './Results.module.css';

const RATING_NAMES = ['1 звезда', '2 звезды', '3 звезды', '4 звезды', '5 звёзд'];

export interface ReviewFormProps {
  /** A pending or rejected review of mine being changed. */
  review?: MyReview;
  send: (values: ReviewValues) => Promise<WriteResult<MyReview>>;
  onSent: (review: MyReview) => void;
  onCancel?: () => void;
}

/**
 * A participant's review of an event: stars from 1 to 5 and a text, checked as the server checks
 * them; its refusals (not a participant, the event not over, a second review) above the button.
 */
export function ReviewForm({ review, send, onSent, onCancel }: ReviewFormProps) {
  const [values, setValues] = useState<ReviewValues>({ rating: review?.rating ?? 0, text: review?.text ?? '' });
  const { errors, formError, busy, submit, clearError } = useFormSubmit<ReviewField, MyReview>({
    validate: () => validateReview(values),
    send: () => send({ rating: values.rating, text: values.text.trim() }),
    fieldOf: (field) => (field === 'rating' || field === 'text' ? field : null),
    onDone: onSent,
  });

  return (
    <form className={formStyles.form} onSubmit={(event) => void submit(event)} noValidate aria-label="Отзыв о мероприятии">
      <fieldset className={styles.ratingField} aria-describedby={errors.rating ? 'review-rating-error' : undefined}>
        <legend className={formStyles.label}>Ваша оценка</legend>
        <div className={styles.ratingStars}>
          {RATING_NAMES.map((name, index) => {
            const n = index + 1;
            return (
              <label key={n} className={styles.ratingStar} data-on={n <= values.rating ? 'true' : undefined}>
                <input
                  type="radio"
                  name="rating"
                  value={n}
                  checked={values.rating === n}
                  onChange={() => {
                    setValues((current) => ({ ...current, rating: n }));
                    clearError('rating');
                  }}
                  className={styles.ratingInput}
                />
                <svg viewBox="0 0 24 24" width="36" height="36" aria-hidden="true">
                  <path d={STAR_PATH} />
                </svg>
                <VisuallyHidden>{name}</VisuallyHidden>
              </label>
            );
          })}
        </div>
        {errors.rating && (
          <p id="review-rating-error" className={formStyles.error}>
            {errors.rating}
          </p>
        )}
      </fieldset>
      <TextAreaField
        label="Ваш отзыв"
        name="text"
        rows={5}
        maxLength={REVIEW_TEXT_MAX}
        hint="Что понравилось, что стоит улучшить организаторам: сцена, жюри, расписание, атмосфера"
        value={values.text}
        error={errors.text}
        onChange={(event) => {
          const text = event.target.value;
          setValues((current) => ({ ...current, text }));
          clearError('text');
        }}
      />
      <FormError message={formError} />
      <div className={formStyles.actions}>
        <SubmitButton className={buttonClass('primary')} busy={busy}>
          {review ? 'Сохранить отзыв' : 'Отправить отзыв'}
        </SubmitButton>
        {onCancel && (
          <button type="button" className={buttonClass('secondary')} onClick={onCancel} disabled={busy}>
            Отмена
          </button>
        )}
      </div>
    </form>
  );
}
