const { sharedSingletons } = require('@coffee/tooling/webpack/shared');

/**
 * The host. `remotes` stays empty on purpose: remote URLs come from /remotes.json at start-up
 * (src/app/remotes/load-remote.ts), so a remote can move or be re-released without a shell build.
 */
module.exports = {
  name: 'shell',
  remotes: {},
  shared: sharedSingletons(__dirname),
  // With 'version-first' the host would fetch every remote entry at start-up to compare shared
  // versions: one dead remote would then hold up the whole page.
  shareStrategy: 'loaded-first',
  experiments: {
    // The remotes are built with externalRuntime: the shell (a pure consumer, it exposes nothing)
    // hands them its federation runtime core, so the page downloads it once.
    provideExternalRuntime: true,
    // Browser-only. Not disableSnapshot: loading remotes from their mf-manifest.json needs the
    // runtime's snapshot plugin.
    optimization: { target: 'web' },
  },
};
