export {
  createFaultPoints,
  disabledFaultPoints,
  faultPoint,
  installFaultPoints,
  parseFaultPoints,
  type FaultAction,
  type FaultPoints,
  type FaultPointsOptions,
} from './fault-points';
export { faultPointMiddleware } from './fault-middleware';
