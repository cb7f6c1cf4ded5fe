import {
  combineRating,
  newReviewSchema,
  reviewInputSchema,
  reviewListQuerySchema,
} from '../reviews';
import { storeHoursSchema } from '../stores';

const productId = 'a'.repeat(24);

describe('combineRating', () => {
  it('when real reviews join a seeded baseline, then the mean is weighted by both counts', () => {
    expect(combineRating({ rating: 4.5, reviewCount: 10 }, { count: 2, sum: 6 })).toEqual({
      rating: 4.3, // (45 + 6) / 12 = 4.25 -> 4.3
      reviewCount: 12,
    });
  });
  it('when there is no baseline, then only the real reviews count', () => {
    expect(combineRating({ rating: null, reviewCount: 0 }, { count: 3, sum: 11 })).toEqual({
      rating: 3.7,
      reviewCount: 3,
    });
    expect(combineRating({ rating: null, reviewCount: 0 }, { count: 0, sum: 0 })).toEqual({
      rating: null,
      reviewCount: 0,
    });
  });
  it('when no real review exists, then the baseline stays as it is', () => {
    expect(combineRating({ rating: 4.8, reviewCount: 214 }, { count: 0, sum: 0 })).toEqual({
      rating: 4.8,
      reviewCount: 214,
    });
  });
});

describe('review payloads', () => {
  it('when the rating is not a whole star from 1 to 5, then it is refused with one message', () => {
    for (const rating of [0, 6, 4.5, '5', null]) {
      const parsed = reviewInputSchema.safeParse({ rating, title: 'T', comment: 'C' });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe('Rating must be a whole number from 1 to 5');
    }
  });
  it('when title or comment is blank or too long, then the spec-style messages say so', () => {
    const blank = reviewInputSchema.safeParse({ rating: 5, title: '   ', comment: '' });
    expect(blank.error?.issues.map((i) => i.message)).toEqual([
      'Title is required',
      'Review text is required',
    ]);
    const long = reviewInputSchema.safeParse({
      rating: 5,
      title: 'x'.repeat(121),
      comment: 'y'.repeat(2001),
    });
    expect(long.error?.issues.map((i) => i.message)).toEqual([
      'Title must be at most 120 characters',
      'Review text must be at most 2000 characters',
    ]);
  });
  it('when fields are trimmed and unknown fields sent, then text is trimmed and extras refused', () => {
    expect(
      newReviewSchema.parse({ productId, rating: 4, title: ' Good ', comment: ' Nice\n' }),
    ).toEqual({ productId, rating: 4, title: 'Good', comment: 'Nice' });
    expect(
      newReviewSchema.safeParse({
        productId,
        rating: 4,
        title: 'a',
        comment: 'b',
        isVerifiedPurchase: true,
      }).success,
    ).toBe(false);
  });
  it('when the list query is empty, then newest first, page 1 of 5', () => {
    expect(reviewListQuerySchema.parse({})).toEqual({ sort: 'newest', page: 1, pageSize: 5 });
    expect(reviewListQuerySchema.safeParse({ sort: 'oldest' }).success).toBe(false);
  });
});

describe('store hours', () => {
  it('when a day is closed it is null; times must be HH:MM', () => {
    const day = { open: '07:00', close: '19:00' };
    const week = {
      sunday: null,
      monday: day,
      tuesday: day,
      wednesday: day,
      thursday: day,
      friday: day,
      saturday: { open: '08:00', close: '24:00' },
    };
    expect(storeHoursSchema.parse(week)).toEqual(week);
    expect(
      storeHoursSchema.safeParse({ ...week, monday: { open: '7am', close: '19:00' } }).success,
    ).toBe(false);
  });
});
