// The router the shell's server render needs, apart from ./router: @coffee/ui is a federation
// singleton that cannot be tree-shaken, so an export added there would ride every page's first
// load in the browser, where no one uses StaticRouter. The shell's server bundle imports both
// entries; they resolve the same react-router module, so there is still one set of contexts.
// eslint-disable-next-line no-restricted-imports -- the second sanctioned entry (see above)
export { StaticRouter } from 'react-router';
