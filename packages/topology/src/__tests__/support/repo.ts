import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '../../../../..');

export function readRepoFile(rel: string): string {
  return readFileSync(path.join(repoRoot, rel), 'utf8');
}

export function readRepoJson<T>(rel: string): T {
  return JSON.parse(readRepoFile(rel)) as T;
}

export function repoFileExists(rel: string): boolean {
  return existsSync(path.join(repoRoot, rel));
}
