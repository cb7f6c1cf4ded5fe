export { ensureFerretDb, type EnsureOptions } from './build';
export { startEmbeddedDb, type StartOptions, type EmbeddedDb } from './start';
export { getFreePort } from './free-port';
export { waitForMongo } from './ping';
export {
  findFerretDb,
  candidateBinaryPaths,
  cacheBinaryPath,
  findRepoRoot,
  FERRETDB_VERSION,
} from './locate';
