import { exposePages } from '@coffee/platform';
import { MembershipPage } from '../features/membership-plans';
import { RegisterAccountPage } from '../features/register-account';

/** What the shell's route table may render from this remote (`membership/pages`). */
export default exposePages('membership', __RELEASE__, { MembershipPage, RegisterAccountPage });
