import { z } from 'zod';

// TODO(contracts): GET /api/employee/overview belongs in @coffee/contracts with services/staff.
const count = z.number().int().nonnegative();

/** GET /api/employee/overview: support ticket counts by status. */
export const employeeOverviewSchema = z.object({
  tickets: z.object({ open: count, inProgress: count, resolved: count }),
});
export type EmployeeOverview = z.infer<typeof employeeOverviewSchema>;
