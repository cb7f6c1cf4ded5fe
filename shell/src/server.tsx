// The shell's server bundle (dist/server/shell.<hash>.js), loaded by the shell's own server (shell/server) in plain Node.
// `shared` is the server-side share scope: a remote's server bundle declares these modules as
// externals and the shell's server satisfies its require() from here, so the page renders with one
// React, one styled-components, one store API and one router (SSR_SHARED of @coffee/tooling).
import * as react from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as reactDom from 'react-dom';
import * as reactDomServer from 'react-dom/server';
import * as styledComponents from 'styled-components';
import * as platform from '@coffee/platform';
import * as ui from '@coffee/ui';
import * as events from '@coffee/events';

export const shared = {
  react,
  'react/jsx-runtime': jsxRuntime,
  'react-dom': reactDom,
  'react-dom/server': reactDomServer,
  'styled-components': styledComponents,
  '@coffee/platform': platform,
  '@coffee/ui': ui,
  '@coffee/events': events,
};

export { render, type SsrRenderOptions, type SsrResult } from './app/ssr/render';
export type { SsrRemote } from './app/remotes/server-remotes';
