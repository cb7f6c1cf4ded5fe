// One SWC transform for every workspace: TypeScript + JSX to CommonJS, no type checking
// (that is `npm run typecheck`'s job; ts-jest would be several times slower).
module.exports = (tsx) => [
  '@swc/jest',
  {
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', tsx },
      transform: tsx ? { react: { runtime: 'automatic' } } : undefined,
    },
    module: { type: 'commonjs' },
  },
];
