/** Baked in by webpack's DefinePlugin: which build of this part is on the page, e.g. "catalog@1.0.0". */
declare const __RELEASE__: string;
