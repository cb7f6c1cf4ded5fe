// The payload lives in @coffee/contracts, shared with the membership service's account client.
export { membershipUpdateSchema, type MembershipUpdate } from '@coffee/contracts';
