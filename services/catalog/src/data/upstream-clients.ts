import { publicUserSchema, purchaseCheckSchema } from '@coffee/contracts';
import type { InternalClient, Logger } from '@coffee/service-defaults';
import { pick } from 'zod/mini';
import type { AuthorDirectory, PurchaseChecker } from '../domain/review-ports';

const userPath = (userId: string) => `/internal/users/${encodeURIComponent(userId)}`;

/**
 * services/cart-checkout's GET /internal/users/:userId/purchases/:productId. A failure is the
 * shared client's 503 (or 502): a review is not written with a badge that could not be checked.
 */
export function createPurchaseChecker(client: InternalClient): PurchaseChecker {
  return {
    async purchaseOf(userId, productId, requestId) {
      const answer = await client.fetchParsed(
        `${userPath(userId)}/purchases/${encodeURIComponent(productId)}`,
        purchaseCheckSchema,
        { requestId },
      );
      // 404: cart-checkout knows no such user, so nothing was bought.
      return {
        isVerifiedPurchase: answer?.purchased ?? false,
        purchasedVariants: answer?.purchased ? answer.variants : [],
      };
    },
  };
}

const authorSchema = pick(publicUserSchema, { id: true, fullName: true });

/**
 * The account service's GET /internal/users/:id, for the name a review is signed with. A name is
 * cosmetic: when the account service cannot answer, the review is signed with the username.
 */
export function createAuthorDirectory(client: InternalClient, logger: Logger): AuthorDirectory {
  return {
    async fullNameOf(userId, requestId) {
      try {
        const user = await client.fetchParsed(userPath(userId), authorSchema, { requestId });
        return user && user.id === userId ? user.fullName : null;
      } catch (err) {
        logger.warn({ err, userId }, 'could not read the author name; using the username');
        return null;
      }
    },
  };
}
