// Owned by the issue-10 stores work; filled in by its helper.
export {};
