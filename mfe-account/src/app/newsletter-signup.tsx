import { exposeWidget } from '@coffee/platform';
import { NewsletterSignup } from '../features/newsletter';

/**
 * `account/NewsletterSignup`: the catalog's home page shows it through
 * `<RemoteWidgetSlot remote="account" module="NewsletterSignup" deferUntilVisible />`.
 */
export default exposeWidget('account', __RELEASE__, 'NewsletterSignup', NewsletterSignup);
