import { exposePages } from '@coffee/platform';
import { SignInPage } from '../features/sign-in';

/** What the shell's route table may render from this remote (`account/pages`). */
export default exposePages('account', __RELEASE__, { SignInPage });
