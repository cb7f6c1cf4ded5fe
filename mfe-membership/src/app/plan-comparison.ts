import { exposeWidget } from '@coffee/platform';
import { PlanComparison } from '../features/plan-comparison';

/**
 * `membership/PlanComparison`: the widget the catalog's home page shows through
 * `<RemoteWidgetSlot remote="membership" module="PlanComparison" />`.
 */
export default exposeWidget('membership', __RELEASE__, 'PlanComparison', PlanComparison);
