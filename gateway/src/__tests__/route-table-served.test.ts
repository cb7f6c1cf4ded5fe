import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as contracts from '@coffee/contracts';
import { SERVICES, type ServiceName } from '@coffee/topology';
import { routeTable } from '../routes';

const repoRoot = path.resolve(__dirname, '../../..');

/** The source of a service's HTTP side, tests left out: where its routes are mounted. */
function serviceSource(name: ServiceName): string {
  const src = path.join(repoRoot, SERVICES[name].workspace, 'src');
  return readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.split(path.sep).includes('__tests__'))
    .map((file) => readFileSync(path.join(src, file), 'utf8'))
    .join('\n');
}

/** The contracts' path constants: a service may mount a path by its shared name. */
const pathConstants = Object.entries(contracts).filter(
  (entry): entry is [string, string] =>
    typeof entry[1] === 'string' && entry[1].startsWith('/api/'),
);

/**
 * `'/api/cart'` or `'/api/cart/...`: the prefix as a mount path or the start of a route path,
 * written out or as a contracts constant of that value (MEMBERSHIP_PAYMENT_CONFIG_PATH).
 */
const mounts = (source: string, prefix: string) =>
  source.includes(`'${prefix}'`) ||
  source.includes(`'${prefix}/`) ||
  pathConstants.some(
    ([name, value]) =>
      (value === prefix || value.startsWith(`${prefix}/`)) &&
      new RegExp(`\\b${name}\\b`).test(source),
  );

describe('route table against the services', () => {
  const sources = new Map<ServiceName, string>();
  const sourceOf = (name: ServiceName) => {
    if (!sources.has(name)) sources.set(name, serviceSource(name));
    return sources.get(name)!;
  };

  it.each(routeTable.filter((r) => !r.addedBy).map((r) => [r.prefix, r.service] as const))(
    'when %s is routed to %s, then that service mounts it',
    (prefix, service) => {
      expect(mounts(sourceOf(service), prefix)).toBe(true);
    },
  );

  const waiting = routeTable
    .filter((r) => r.addedBy)
    .map((r) => [r.prefix, r.addedBy, r.service] as const);
  // jest refuses an empty table: with no open issue's routes there is nothing to hold back.
  if (waiting.length > 0)
    it.each(waiting)(
      'when %s waits for %s, then %s does not mount it yet (drop addedBy once it does)',
      (prefix, _issue, service) => {
        expect(mounts(sourceOf(service), prefix)).toBe(false);
      },
    );
});
