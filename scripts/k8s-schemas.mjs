#!/usr/bin/env node
// k8s-schemas.mjs <swagger.json> <out dir> <version>: turns Kubernetes' own OpenAPI document
// (api/openapi-spec/swagger.json of the k8s.io/kubernetes module, fetched from the Go module proxy
// by scripts/install-k8s-tools.sh) into the JSON schemas kubeconform reads, laid out as
// yannh/kubernetes-json-schema lays them out: <out>/<version>-standalone-strict/<kind>-<group>-<v>.json.
//
// That repository cannot be downloaded here, so this does what its generator (openapi2jsonschema,
// "kubernetes" + "standalone" + "strict" modes; kubeconform ships its CRD cousin in scripts/) does,
// one transformation for each of its own:
// - every $ref inlined (standalone), so one file validates one kind with no network;
// - `kind` and `apiVersion` limited to the definition's own group-version-kind;
// - strict: an object with `properties` accepts no other key (what `kubectl --validate` rejects);
// - `format: int-or-string` becomes a string-or-integer (ports, maxUnavailable, quantities);
// - optional fields also accept null (as the generator does: `creationTimestamp: null` is valid).
// The one departure: a definition that contains itself (apiextensions' JSONSchemaProps) is cut at
// the second level to an empty schema, where the Python generator would recurse for ever.
import fs from 'node:fs';
import path from 'node:path';

// The document says "unversioned": the version is the module's, given by the caller.
const [swaggerPath, outDir, version] = process.argv.slice(2);
if (!swaggerPath || !outDir || !/^v\d+\.\d+\.\d+$/.test(version ?? '')) {
  console.error('usage: k8s-schemas.mjs <swagger.json> <out dir> <version like v1.34.4>');
  process.exit(2);
}

const swagger = JSON.parse(fs.readFileSync(swaggerPath, 'utf8'));
const definitions = swagger.definitions;
const REF = '#/definitions/';

/** A deep copy of `schema` with every $ref replaced by its definition; `seen` breaks cycles. */
function inline(schema, seen) {
  if (Array.isArray(schema)) return schema.map((item) => inline(item, seen));
  if (schema === null || typeof schema !== 'object') return schema;
  if (typeof schema.$ref === 'string' && schema.$ref.startsWith(REF)) {
    const name = schema.$ref.slice(REF.length);
    if (seen.has(name)) return {};
    const target = definitions[name];
    if (!target) throw new Error(`${swaggerPath}: $ref to a missing definition ${name}`);
    const { $ref: _ref, ...rest } = schema;
    return { ...inline(target, new Set([...seen, name])), ...inline(rest, seen) };
  }
  return Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, inline(v, seen)]));
}

/** Strict: objects that list their properties reject any other (openapi2jsonschema's rule). */
function denyAdditional(schema) {
  if (Array.isArray(schema)) return schema.forEach(denyAdditional);
  if (schema === null || typeof schema !== 'object') return;
  if (schema.properties && !('additionalProperties' in schema)) schema.additionalProperties = false;
  for (const value of Object.values(schema)) denyAdditional(value);
}

function replaceIntOrString(schema) {
  if (Array.isArray(schema)) return schema.map(replaceIntOrString);
  if (schema === null || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([k, v]) => [
      k,
      v && typeof v === 'object' && !Array.isArray(v) && v.format === 'int-or-string'
        ? { oneOf: [{ type: 'string' }, { type: 'integer' }] }
        : replaceIntOrString(v),
    ]),
  );
}

/** openapi2jsonschema's allow_null_optional_fields, rule for rule (grand_parent and all). */
function allowNull(data, parent, grandParent) {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return data;
  const out = {};
  for (const [k, v] of Object.entries(data)) {
    if (Array.isArray(v)) out[k] = v.map((x) => allowNull(x, v, parent));
    else if (v && typeof v === 'object') out[k] = allowNull(v, data, parent);
    else if (typeof v === 'string' && k === 'type' && v !== 'null') {
      const hasRequired = grandParent && !Array.isArray(grandParent) && 'required' in grandParent;
      out[k] = hasRequired ? v : [v, 'null'];
    } else out[k] = v;
  }
  return out;
}

const dir = path.join(outDir, `${version}-standalone-strict`);
fs.mkdirSync(dir, { recursive: true });
let written = 0;
for (const [name, definition] of Object.entries(definitions)) {
  const gvks = definition['x-kubernetes-group-version-kind'];
  // Kinds a manifest can name have exactly one; shared types (DeleteOptions, WatchEvent) list many.
  if (!Array.isArray(gvks) || gvks.length !== 1 || !definition.properties?.kind) continue;
  const { group, version: apiVersion, kind } = gvks[0];
  const fullApiVersion = group ? `${group}/${apiVersion}` : apiVersion;
  const schema = inline(definition, new Set([name]));
  schema.properties.kind = { ...schema.properties.kind, enum: [kind] };
  if (schema.properties.apiVersion)
    schema.properties.apiVersion = { ...schema.properties.apiVersion, enum: [fullApiVersion] };
  schema.type ??= 'object';
  schema.additionalProperties = false;
  denyAdditional(schema.properties);
  schema.properties = allowNull(replaceIntOrString(schema.properties));
  schema.$schema = 'http://json-schema.org/schema#';
  // kubeconform's file name: kind, then the group's first label (none for the core group), then version.
  const suffix = group ? `-${group.split('.')[0]}-${apiVersion}` : `-${apiVersion}`;
  fs.writeFileSync(
    path.join(dir, `${kind.toLowerCase()}${suffix.toLowerCase()}.json`),
    JSON.stringify(schema),
  );
  written += 1;
}
console.log(`${written} schemas for Kubernetes ${version} in ${dir}`);
