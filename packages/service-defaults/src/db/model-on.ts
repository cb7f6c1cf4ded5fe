import type { Connection, Schema } from 'mongoose';

/**
 * A model getter: the model named `name` on a connection, defined there the first time it is
 * asked for. A service and its tests open several connections; each gets the model once.
 */
export function modelOn<TSchema extends Schema>(name: string, schema: TSchema) {
  const define = (connection: Connection) => connection.model(name, schema);
  return (connection: Connection): ReturnType<typeof define> =>
    (connection.models[name] as ReturnType<typeof define> | undefined) ?? define(connection);
}
