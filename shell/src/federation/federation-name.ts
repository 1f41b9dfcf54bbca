/** Federation names are JS identifiers: a remote 'mf-x' is registered as 'mf_x' (the build does the same). */
export const federationName = (pkg: string) => pkg.replace(/-/g, '_');
