import { useEffect, useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  fieldErrors,
  REVIEW_COMMENT_MAX,
  REVIEW_TITLE_MAX,
  type ReviewInput,
} from '@coffee/contracts';
import { errorMessage, loadSchemas } from '@coffee/platform';
import { Button, Field, FieldError, Input, Textarea } from '@coffee/ui';
import { StarRatingInput } from './star-rating-input';

const Form = styled.form`
  display: grid;
  gap: 1rem;
  padding: 1.25rem;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border-radius: ${({ theme }) => theme.radii.md};
  h3 {
    margin: 0;
    font-size: 1.15rem;
  }
  textarea {
    min-height: 7rem;
    resize: vertical;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

const Failure = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

export interface ReviewFormProps {
  heading: string;
  initial?: ReviewInput;
  submitLabel: string;
  /** Resolves when saved; a rejection's message is shown above the buttons. */
  onSubmit: (values: ReviewInput) => Promise<unknown>;
  onCancel?: () => void;
}

/** Write or edit a review: whole stars, title and text, checked by the contract's schema. */
export function ReviewForm({ heading, initial, submitLabel, onSubmit, onCancel }: ReviewFormProps) {
  const [rating, setRating] = useState<number | null>(initial?.rating ?? null);
  const [title, setTitle] = useState(initial?.title ?? '');
  const [comment, setComment] = useState(initial?.comment ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const ratingErrorId = useId();
  const headingId = useId();

  // The contract's schema comes with the platform's schemas, off the page's first load: fetched
  // as the form opens, long before its first submit.
  useEffect(() => {
    loadSchemas().catch(() => undefined);
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    let schemas;
    try {
      schemas = await loadSchemas();
    } catch (error) {
      setFailure(errorMessage(error));
      return;
    }
    const parsed = schemas.reviewInputSchema.safeParse({
      rating: rating ?? undefined,
      title,
      comment,
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    setFailure(null);
    setSaving(true);
    try {
      await onSubmit(parsed.data);
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form aria-labelledby={headingId} onSubmit={(e) => void submit(e)} noValidate>
      <h3 id={headingId}>{heading}</h3>
      <div>
        <StarRatingInput
          value={rating}
          onChange={setRating}
          error={errors.rating}
          errorId={ratingErrorId}
        />
        {errors.rating ? (
          <FieldError id={ratingErrorId} role="alert">
            {errors.rating}
          </FieldError>
        ) : null}
      </div>
      <Field label="Title" error={errors.title} hint={`Up to ${REVIEW_TITLE_MAX} characters`}>
        {(ids) => (
          <Input
            {...ids}
            $invalid={Boolean(errors.title)}
            value={title}
            maxLength={REVIEW_TITLE_MAX}
            onChange={(e) => setTitle(e.target.value)}
          />
        )}
      </Field>
      <Field
        label="Review"
        error={errors.comment}
        hint={`${comment.length} / ${REVIEW_COMMENT_MAX} characters`}
      >
        {(ids) => (
          <Textarea
            {...ids}
            $invalid={Boolean(errors.comment)}
            value={comment}
            maxLength={REVIEW_COMMENT_MAX}
            onChange={(e) => setComment(e.target.value)}
          />
        )}
      </Field>
      {failure ? <Failure role="alert">{failure}</Failure> : null}
      <Actions>
        <Button type="submit" disabled={saving} aria-busy={saving}>
          {saving ? 'Saving…' : submitLabel}
        </Button>
        {onCancel ? (
          <Button type="button" $variant="outline" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
        ) : null}
      </Actions>
    </Form>
  );
}
