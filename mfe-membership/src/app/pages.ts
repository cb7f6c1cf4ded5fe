import { createElement, type ComponentType } from 'react';
import { RemoteRoot } from '@coffee/platform';
import { MembershipPage as MembershipPageView } from '../features/membership-plans';
import { RegisterAccountPage as RegisterAccountPageView } from '../features/register-account';

/** Marks what this remote rendered (and which build), as the composition contract asks. */
function exposed<P extends object>(Page: ComponentType<P>, displayName: string): ComponentType<P> {
  function Exposed(props: P) {
    return createElement(RemoteRoot, {
      name: 'membership',
      release: __RELEASE__,
      children: createElement(Page, props),
    });
  }
  Exposed.displayName = displayName;
  return Exposed;
}

export const MembershipPage = exposed(MembershipPageView, 'MembershipPage');
export const RegisterAccountPage = exposed(RegisterAccountPageView, 'RegisterAccountPage');
