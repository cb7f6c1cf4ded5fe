import { hashUnsubscribeToken, newUnsubscribeToken } from './unsubscribe-tokens';

/**
 * A mailed link's token: 256 random bits (nobody can guess or forge one), of which only the
 * sha256 is stored, so a copy of the database holds no working link. `tokenId` names the link
 * in the mail's key without revealing it.
 */
export function newLinkToken() {
  const token = newUnsubscribeToken();
  const tokenHash = hashUnsubscribeToken(token);
  return { token, tokenHash, tokenId: tokenHash.slice(0, 16) };
}

export const hashLinkToken = hashUnsubscribeToken;
