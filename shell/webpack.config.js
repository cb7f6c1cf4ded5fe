const { createConfig } = require('@coffee/tooling/webpack');

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

module.exports = (env, argv) => {
  const config = base(env, argv);
  if (config.mode === 'production')
    config.output.filename = hashedOnceKnown(config.output.filename);
  return config;
};
