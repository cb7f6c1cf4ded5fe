// Owned by the issue-10 profile work; filled in by its helper.
export {};
