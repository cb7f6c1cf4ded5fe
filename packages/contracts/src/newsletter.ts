// Owned by the issue-10 newsletter work; filled in by its helper.
export {};
