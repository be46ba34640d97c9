import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { useHostContext } from '../../app/AreaContext';
import { AppLink } from '../../routes/AppLink';
import { buttonClass } from '../../shared/ui/button';
import { useSession } from '../session';
import { resultsApi, resultsKeys, useEventReviews, useReviewStanding, type ResultsApi } from './api';
import { dayText, localToday } from './dates';
import { eventEnded, ratingText, reviewsText } from './rules';
import { ReviewForm } from './ReviewForm';
import { Stars } from './Stars';
import type { MyReview, ReviewStanding } from './types';
import styles from './Results.module.css';

export interface EventReviewsBlockProps {
  code: string;
  /** The event's last day (YYYY-MM-DD): reviews are written after it. */
  dateEnd: string;
  api?: ResultsApi;
  /** Today, YYYY-MM-DD (tests). */
  today?: string;
}

/** What the author of a review reads about it, by its state. */
function MyReviewState({ review, onEdit }: { review: MyReview; onEdit: () => void }) {
  if (review.status === 'published') return <p className={styles.reviewNote}>Ваш отзыв опубликован. Спасибо!</p>;
  return (
    <div className={styles.reviewNote} role="status">
      {review.status === 'pending' ? (
        <p>Отзыв отправлен на модерацию. Он появится здесь, когда его проверит менеджер.</p>
      ) : (
        <p>Отзыв не прошёл модерацию{review.note ? `: ${review.note}` : '.'} Его можно исправить и отправить снова.</p>
      )}
      <button type="button" className={styles.linkButton} onClick={onEdit}>
        Изменить отзыв
      </button>
    </div>
  );
}

/**
 * The review part after the event: a guest is asked to sign in; a signed-in visitor the server
 * takes a review from gets the form on demand, and the author of one its state.
 */
function ReviewPart({ code, api, standing }: { code: string; api: ResultsApi; standing: ReviewStanding | undefined }) {
  const { status } = useSession();
  const queryClient = useQueryClient();
  const host = useHostContext();
  const { pathname, search } = useLocation();
  const [editing, setEditing] = useState(false);
  const [writing, setWriting] = useState(false);
  const [sent, setSent] = useState(false);

  if (status === 'unknown') return null;
  if (status === 'guest') {
    const port = host.port ? `:${host.port}` : '';
    const back = `${host.protocol}//${host.hostname}${port}${pathname}${search}`;
    return (
      <p className={styles.reviewInvite}>
        Выступали на этом мероприятии?{' '}
        <AppLink to="id-login" query={{ back }}>
          Войдите
        </AppLink>
        , чтобы оставить отзыв.
      </p>
    );
  }
  if (!standing || (!standing.may_review && !standing.review)) return null;
  const review = standing.review;

  const done = (saved: MyReview) => {
    setEditing(false);
    setSent(true);
    queryClient.setQueryData<ReviewStanding>(resultsKeys.reviewStanding(code), {
      may_review: false,
      reason: standing.reason,
      review: { ...saved, status: saved.status ?? 'pending', event: saved.event ?? { code } },
    });
  };

  if (review && !editing) {
    if (sent && review.status === 'pending')
      return (
        <p className={styles.reviewNote} role="status">
          Отзыв отправлен на модерацию
        </p>
      );
    return <MyReviewState review={review} onEdit={() => setEditing(true)} />;
  }
  if (!review && !writing)
    return (
      <div className={styles.reviewInvite}>
        <button type="button" className={buttonClass('secondary')} onClick={() => setWriting(true)}>
          Написать отзыв
        </button>
      </div>
    );
  return (
    <div className={styles.reviewFormBox}>
      <h3 className={styles.groupTitle}>{review ? 'Ваш отзыв' : 'Оставить отзыв'}</h3>
      {!review && <p className={styles.meta}>Отзыв появится на странице после модерации.</p>}
      <ReviewForm
        review={review ?? undefined}
        send={(values) => (review ? api.editReview(review.id, values) : api.sendReview(code, values))}
        onSent={done}
        onCancel={() => (review ? setEditing(false) : setWriting(false))}
      />
    </div>
  );
}

/**
 * «Отзывы участников» of a festival page: the published reviews with their average and count,
 * and, once the event is over, the review form for a signed-in participant (the server decides
 * who took part). Nothing is drawn while there is no review and no form to offer.
 */
export function EventReviewsBlock({ code, dateEnd, api = resultsApi, today }: EventReviewsBlockProps) {
  const { data } = useEventReviews(code, api);
  const { status } = useSession();
  const ended = eventEnded(dateEnd, today ?? localToday());
  const count = data?.count ?? 0;
  const standing = useReviewStanding(code, ended && status === 'authenticated', api).data;
  const offerForm = ended && status === 'authenticated' && standing !== undefined && (standing.may_review || standing.review !== null);
  if (!data || (count === 0 && !offerForm)) return null;
  return (
    <section className={styles.festivalBlock} aria-labelledby="reviews-title">
      <h2 id="reviews-title" className={styles.blockTitle}>
        Отзывы участников
      </h2>
      {count > 0 && data.average !== null && (
        <div className={styles.ratingSummary}>
          <span className={styles.ratingValue}>{ratingText(data.average)}</span>
          <Stars value={data.average} size={22} />
          <span className={styles.meta}>{reviewsText(count)}</span>
        </div>
      )}
      {data.items.length > 0 && (
        <ul className={styles.reviews}>
          {data.items.map((review, index) => (
            <li key={`${review.author}-${review.created_at}-${index}`} className={styles.review}>
              <div className={styles.reviewHead}>
                <span className={styles.reviewAuthor}>{review.author}</span>
                <Stars value={review.rating} />
                <span className={styles.meta}>{dayText(review.created_at.slice(0, 10))}</span>
              </div>
              <p className={styles.reviewText}>{review.text}</p>
            </li>
          ))}
        </ul>
      )}
      {ended && <ReviewPart code={code} api={api} standing={standing} />}
    </section>
  );
}
