'use client';

import { useQuery } from '@tanstack/react-query';
import { Star } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button, Spinner } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CheckboxField, TextareaField } from '@/components/ui/field';
import { snackbar } from '@/components/ui/snackbar';
import { ApiError } from '@/lib/http/client';
import { jobRatingQuery, useRateJob, type JobRating } from '@/lib/ratings/hooks';
import { RATING_COMMENT_MAX, TESTIMONIAL_RATING } from '@/lib/ratings/rules';

const STARS = [1, 2, 3, 4, 5] as const;

/** Five stars, read only: the rating given. */
export function Stars({ value, label }: { value: number; label: string }) {
  return (
    <span role="img" aria-label={label} className="inline-flex gap-0.5">
      {STARS.map((n) => (
        <Star
          key={n}
          aria-hidden
          className={n <= value ? 'size-5 fill-accent-500 text-accent-500' : 'size-5 text-ink/30'}
        />
      ))}
    </span>
  );
}

function RatingForm({ jobId }: { jobId: string }) {
  const t = useTranslations('dashboardRatings');
  const rate = useRateJob();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!rating) {
      setErrors({ rating: [t('chooseStars')] });
      return;
    }
    try {
      await rate.mutateAsync({ jobId, rating, comment, testimonialConsent: rating === TESTIMONIAL_RATING && consent });
      snackbar.success(t('thanks'));
    } catch (error) {
      setErrors(error instanceof ApiError ? error.fieldErrors : {});
      snackbar.error(error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <fieldset aria-describedby={errors.rating ? 'rating-error' : undefined}>
        <legend className="mb-2 text-sm font-semibold">{t('question')}</legend>
        <div className="flex gap-1" dir="ltr">
          {STARS.map((n) => (
            <label
              key={n}
              className="cursor-pointer rounded p-1.5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-700"
            >
              <input
                type="radio"
                name="rating"
                value={n}
                checked={rating === n}
                onChange={() => {
                  setRating(n);
                  setErrors({});
                }}
                className="sr-only"
              />
              <Star
                aria-hidden
                className={
                  n <= rating
                    ? 'pointer-events-none size-9 fill-accent-500 text-accent-500'
                    : 'pointer-events-none size-9 text-ink/40'
                }
              />
              <span className="sr-only">{t('stars', { count: n })}</span>
            </label>
          ))}
        </div>
        {errors.rating ? (
          <p id="rating-error" className="mt-1 text-sm font-medium text-danger">
            {errors.rating[0]}
          </p>
        ) : null}
      </fieldset>
      <TextareaField
        label={t('comment')}
        value={comment}
        onChange={(e) => setComment(e.target.value)}
        maxLength={RATING_COMMENT_MAX}
        rows={3}
        error={errors.comment?.[0]}
        hint={t('commentHint')}
      />
      {rating === TESTIMONIAL_RATING ? (
        <CheckboxField
          label={t('consent')}
          hint={t('consentHint')}
          checked={consent}
          onChange={(e) => setConsent(e.target.checked)}
        />
      ) : null}
      <Button
        type="submit"
        className="w-full sm:w-auto"
        disabled={rate.isPending}
        aria-busy={rate.isPending || undefined}
      >
        {rate.isPending ? <Spinner /> : null}
        {t('send')}
      </Button>
    </form>
  );
}

function Given({ data }: { data: NonNullable<JobRating['rating']> }) {
  const t = useTranslations('dashboardRatings');
  return (
    <div className="space-y-2" data-testid="job-rating">
      {/* The line below says it in words, so the stars are not read out a second time. */}
      <span aria-hidden>
        <Stars value={data.rating} label={t('ratedOutOf', { rating: data.rating })} />
      </span>
      <p className="text-sm font-semibold">{t('ratedOutOf', { rating: data.rating })}</p>
      {data.comment ? <p className="whitespace-pre-wrap text-ink-muted">{data.comment}</p> : null}
      {data.published ? <p className="text-sm text-ink-subtle">{t('publishedNote')}</p> : null}
    </div>
  );
}

/** A signed-off visit's rating: the Client's form until they rate it, then the rating for everyone who sees the job. */
export default function JobRatingCard({ jobId }: { jobId: string }) {
  const t = useTranslations('dashboardRatings');
  const query = useQuery(jobRatingQuery(jobId));
  if (query.isPending) return null;
  if (query.isError) return null;
  const { rating, canRate } = query.data;
  if (!rating && !canRate) return null;
  return (
    <div id="rating">
      <Card title={rating ? t('ratingTitle') : t('rateTitle')}>
        {rating ? <Given data={rating} /> : <RatingForm jobId={jobId} />}
      </Card>
    </div>
  );
}
