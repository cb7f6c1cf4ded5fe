import {
  DEFAULT_PLAN_BAG_SIZE,
  DEFAULT_PLAN_BAGS,
  savePlanSchema,
  type BagSize,
  type FieldIssue,
  type PlanKind,
  type SavePlanInput,
  type SubscriptionPlan,
} from '@coffee/contracts';

export interface PickRow {
  key: string;
  from: string;
  productId: string;
}
export interface OriginRow {
  key: string;
  productId: string;
}

/** A plan as its editor holds it: both kinds' lists, though only the chosen kind's is saved. */
export interface PlanDraft {
  kind: PlanKind;
  bagSize: BagSize;
  bags: number;
  picks: PickRow[];
  origins: OriginRow[];
}

export type PlanField = 'kind' | 'bagSize' | 'bags' | 'picks' | 'origins';

/** Messages by field, by pick (its day and its coffee) and by origin, all by position. */
export interface PlanErrors {
  fields: Partial<Record<PlanField, string>>;
  picks: Record<number, { from?: string; productId?: string }>;
  origins: Record<number, string>;
}

export const noPlanErrors: PlanErrors = { fields: {}, picks: {}, origins: {} };

export const hasPlanErrors = (e: PlanErrors) =>
  Object.keys(e.fields).length + Object.keys(e.picks).length + Object.keys(e.origins).length > 0;

let rows = 0;
/** Rows keep their React key while they move up and down. */
const rowKey = () => `plan-row-${(rows += 1)}`;

export const newPick = (from = '', productId = ''): PickRow => ({ key: rowKey(), from, productId });
export const newOrigin = (productId = ''): OriginRow => ({ key: rowKey(), productId });

/** The editor's start: the plan as saved, or a new plan with the demo's box and empty rows. */
export function draftOf(plan: SubscriptionPlan | null): PlanDraft {
  if (!plan)
    return {
      kind: 'roasters-choice',
      bagSize: DEFAULT_PLAN_BAG_SIZE,
      bags: DEFAULT_PLAN_BAGS,
      picks: [newPick()],
      origins: [newOrigin(), newOrigin()],
    };
  return {
    kind: plan.kind,
    bagSize: plan.bagSize,
    bags: plan.bags,
    picks: plan.picks.map((p) => newPick(p.from, p.productId)),
    origins: plan.origins.map((o) => newOrigin(o.productId)),
  };
}

/** What PUT sends: the whole plan, with the list of the kind chosen (the other one empty). */
export function bodyOf(draft: PlanDraft): SavePlanInput {
  return {
    kind: draft.kind,
    bagSize: draft.bagSize,
    bags: draft.bags,
    picks:
      draft.kind === 'roasters-choice'
        ? draft.picks.map(({ from, productId }) => ({ from, productId }))
        : [],
    origins: draft.kind === 'origin-explorer' ? draft.origins.map((o) => o.productId) : [],
  };
}

/** The contract's issues (paths like `picks.0.productId` or ['origins', 1]) by their controls. */
export function planErrorsOf(issues: readonly FieldIssue[]): PlanErrors {
  const errors: PlanErrors = { fields: {}, picks: {}, origins: {} };
  for (const { path, message } of issues) {
    const [field, at, part] = typeof path === 'string' ? path.split('.') : path.map(String);
    const index = Number(at);
    if (field === 'picks' && at !== undefined && Number.isInteger(index)) {
      const key = part === 'from' ? 'from' : 'productId';
      errors.picks[index] = { [key]: message, ...errors.picks[index] };
    } else if (field === 'origins' && at !== undefined && Number.isInteger(index)) {
      errors.origins[index] ??= message;
    } else if (field === 'kind' || field === 'bagSize' || field === 'bags' || field === 'picks')
      errors.fields[field] ??= message;
    else if (field === 'origins') errors.fields.origins ??= message;
  }
  return errors;
}

/**
 * The draft checked with the contract the service parses with; a row left empty says what it
 * lacks ("Choose a coffee") rather than the contract's word for a malformed id.
 */
export function checkPlan(
  draft: PlanDraft,
): { ok: true; body: SavePlanInput } | { ok: false; errors: PlanErrors } {
  const body = bodyOf(draft);
  const parsed = savePlanSchema.safeParse(body);
  if (parsed.success) return { ok: true, body };
  const errors = planErrorsOf(parsed.error.issues);
  body.picks.forEach((pick, i) => {
    const own = errors.picks[i];
    if (!own) return;
    if (own.from && !pick.from) own.from = 'Choose a day';
    if (own.productId && !pick.productId) own.productId = 'Choose a coffee';
  });
  body.origins.forEach((id, i) => {
    if (errors.origins[i] && !id) errors.origins[i] = 'Choose a coffee';
  });
  return { ok: false, errors };
}

/** A list with the item at `index` swapped with its neighbour `by` away (-1 up, +1 down). */
export function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}
