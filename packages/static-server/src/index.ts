export { createStaticServer, type StaticServerOptions } from './server';
export { cacheControlFor, IMMUTABLE, NO_CACHE } from './cache-policy';
export { parseArgs, serve, type CliOptions, type RunningServer } from './cli';
export { isSourceMapPath, sourceMapsServed } from './source-maps';
