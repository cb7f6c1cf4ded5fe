const HtmlWebpackPlugin = require('html-webpack-plugin');
const { createConfig, createServerConfig, withServerBuild } = require('@coffee/tooling/webpack');

const base = createConfig({
  dir: __dirname,
  federation: require('./federation.config'),
  kind: 'host',
  title: 'Brew Haven — Premium Coffee, Delivered',
});

/**
 * webpack 5.111 + @module-federation/enhanced 2.9.2 (module-federation/core#5077): the federation
 * runtime module resolves its chunk's filename while chunk hashes are still being computed, when
 * [contenthash] has no value yet and the build fails. It only needs the folder depth, so answer
 * an unhashed name at that moment and the hashed one when the file is emitted.
 */
function hashedOnceKnown(template) {
  return (pathData) =>
    pathData.chunk && pathData.chunk.contentHash && pathData.chunk.contentHash.javascript
      ? template
      : '[name].js';
}

/**
 * The chunks the shell needs before it can render: index.ts only does `import('./bootstrap')`,
 * so main.js would discover them one round trip late (and the shared libraries, loaded through
 * the share scope once bootstrap's chunk runs, one more). Walks the chunk graph from that import:
 * its chunks, then for every shared module they consume the chunks of the shell's own provided
 * version (what the share scope loads at start-up: the shell registers first), recursively.
 */
function startupScripts(compilation) {
  const { chunkGraph } = compilation;
  const entry = compilation.entrypoints.get('main');
  if (!entry) return [];
  const initial = new Set(entry.chunks);
  const provided = new Map();
  for (const module of compilation.modules)
    if (module.type === 'provide-module') provided.set(module._name, module);
  const files = new Set();
  const seen = new Set();
  const visitBlocks = (module) => {
    for (const block of module.blocks) {
      const group = chunkGraph.getBlockChunkGroup(block);
      if (group) visitGroup(group);
    }
  };
  const visitGroup = (group) => {
    if (seen.has(group)) return;
    seen.add(group);
    for (const chunk of group.chunks) {
      if (initial.has(chunk)) continue;
      for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type !== 'consume-shared-module') continue;
        const provider = provided.get(module.options.shareKey);
        visitBlocks(provider ?? module);
      }
    }
  };
  for (const chunk of entry.chunks)
    for (const module of chunkGraph.getChunkEntryModulesIterable(chunk)) visitBlocks(module);
  return [...files];
}

/** `<link rel=preload as=script>` in index.html for startupScripts (same-origin, no crossorigin, as webpack's own script tags). */
class PreloadStartupScripts {
  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadStartupScripts', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        'PreloadStartupScripts',
        (data) => {
          const publicPath = compilation.outputOptions.publicPath;
          for (const file of startupScripts(compilation))
            data.headTags.push(
              HtmlWebpackPlugin.createHtmlTagObject('link', {
                rel: 'preload',
                as: 'script',
                href: `${publicPath}${file}`,
              }),
            );
          return data;
        },
      );
    });
  }
}

/**
 * React's four shared entries (react, react/jsx-runtime, react-dom, react-dom/client, with the
 * scheduler), which the shell provides and every start-up evaluates (src/index.ts), are by default
 * four chunks (a shared module is an async chunk of its own): one instead. Nothing extra is
 * downloaded, three requests fewer (each carries its own response headers, about 1.9 KB per
 * script from the gateway today). Remotes load them through the share scope as before.
 */
const STARTUP_GROUPS = {
  react: {
    test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
    name: 'react',
    chunks: 'async',
    enforce: true,
    priority: 20,
  },
};

function clientConfig(env, argv) {
  const config = base(env, argv);
  if (config.mode === 'production') {
    config.output.filename = hashedOnceKnown(config.output.filename);
    config.optimization.splitChunks = { cacheGroups: STARTUP_GROUPS };
  }
  config.plugins.push(new PreloadStartupScripts());
  return config;
}

// dist/server/shell.<hash>.js + ssr-manifest.json: render() and the server-side share scope the
// gateway loads (src/server.tsx).
const serverConfig = createServerConfig({
  dir: __dirname,
  entry: './src/server.tsx',
  name: 'shell',
  provideShared: true,
});

// A build makes both bundles; `webpack serve` the client alone.
module.exports = withServerBuild(clientConfig, serverConfig);
