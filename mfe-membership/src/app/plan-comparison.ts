import { PlanComparison as PlanComparisonView } from '../features/plan-comparison';
import { exposed } from './exposed';

/**
 * `membership/PlanComparison`: the widget the catalog's home page shows through
 * `<RemoteWidgetSlot remote="membership" module="PlanComparison" />`. The shell's loader takes
 * the export named after the module, or the default one.
 */
export const PlanComparison = exposed(PlanComparisonView, 'PlanComparison');
export default PlanComparison;
