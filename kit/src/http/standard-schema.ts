// The Standard Schema interface (standardschema.dev, v1), the part the HTTP layer reads. Copied as the spec
// asks of libraries that take schemas, so @wl/kit depends on no schema library (decision 035).

export interface StandardSchemaV1<Input = unknown, Output = Input> {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: string;
    readonly validate: (value: unknown) => StandardResult<Output> | Promise<StandardResult<Output>>;
    readonly types?: { readonly input: Input; readonly output: Output } | undefined;
  };
}

type StandardResult<Output> = { readonly value: Output; readonly issues?: undefined } | { readonly issues: readonly StandardIssue[] };

export interface StandardIssue {
  readonly message: string;
  readonly path?: readonly (PropertyKey | { readonly key: PropertyKey })[] | undefined;
}

type Types<S> = S extends { readonly '~standard': { readonly types?: infer T } } ? NonNullable<T> : never;
export type SchemaInput<S> = Types<S> extends { readonly input: infer I } ? I : never;
export type SchemaOutput<S> = Types<S> extends { readonly output: infer O } ? O : never;
