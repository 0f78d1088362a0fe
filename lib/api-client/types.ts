/**
 * What a server value looks like after JSON: dates become strings. Response types are derived from the services'
 * own return types with it (`Jsonify<Awaited<ReturnType<typeof listUsers>>>`), so they are declared once, on the
 * server, and the browser code cannot drift from them. Type-only imports of server modules add no code to a bundle.
 */
export type Jsonify<T> = T extends Date
  ? string
  : T extends (infer U)[]
    ? Jsonify<U>[]
    : T extends object
      ? { [K in keyof T]: Jsonify<T[K]> }
      : T;

/** The response of an async service function, as the browser receives it. */
export type ApiResult<F extends (...args: never[]) => Promise<unknown>> = Jsonify<Awaited<ReturnType<F>>>;
