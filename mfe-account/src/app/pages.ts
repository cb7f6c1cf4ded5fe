import { createElement, type ComponentType } from 'react';
import { RemoteRoot } from '@coffee/platform';
import { SignInPage as SignInPageView } from '../features/sign-in';

/** Marks what this remote rendered (and which build), as the composition contract asks. */
function exposed<P extends object>(Page: ComponentType<P>, displayName: string): ComponentType<P> {
  function Exposed(props: P) {
    return createElement(RemoteRoot, {
      name: 'account',
      release: __RELEASE__,
      children: createElement(Page, props),
    });
  }
  Exposed.displayName = displayName;
  return Exposed;
}

export const SignInPage = exposed(SignInPageView, 'SignInPage');
