export { PlanComparison } from './components/plan-comparison';
