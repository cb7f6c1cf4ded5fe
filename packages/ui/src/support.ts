// The support pages' pieces (the first-reply promise), apart from the index: the index is the
// shared module every page loads first, and the promise's text comes with the support contract
// (its zod schemas), which only the support pages need.
export { formatReplyDue, ReplyPromise } from './components/reply-promise';
