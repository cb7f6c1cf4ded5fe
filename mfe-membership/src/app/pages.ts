import { MembershipPage as MembershipPageView } from '../features/membership-plans';
import { RegisterAccountPage as RegisterAccountPageView } from '../features/register-account';
import { exposed } from './exposed';

export const MembershipPage = exposed(MembershipPageView, 'MembershipPage');
export const RegisterAccountPage = exposed(RegisterAccountPageView, 'RegisterAccountPage');
