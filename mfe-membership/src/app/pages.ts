import { exposePages } from '@coffee/platform';
import { DirectPlusBenefitsPage } from '../features/direct-plus-benefits';
import { DirectPlusConfirmationPage } from '../features/direct-plus-confirmation';
import { DirectPlusPage } from '../features/direct-plus-info';
import { DirectPlusPaymentPage } from '../features/direct-plus-payment';
import { MembershipPage } from '../features/membership-plans';
import { RegisterAccountPage } from '../features/register-account';
import { RegisterMembershipPage } from '../features/register-membership';

/** What the shell's route table may render from this remote (`membership/pages`). */
export default exposePages('membership', __RELEASE__, {
  MembershipPage,
  RegisterAccountPage,
  DirectPlusPage,
  RegisterMembershipPage,
  DirectPlusPaymentPage,
  DirectPlusBenefitsPage,
  DirectPlusConfirmationPage,
});
