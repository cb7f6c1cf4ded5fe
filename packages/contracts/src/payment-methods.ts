// Owned by the issue-10 payment-methods work; filled in by its helper.
export {};
