/** Federation names are JS identifiers: 'mf-auth' is registered as 'mf_auth' (the build does the same). */
export const federationName = (pkg: string) => pkg.replace(/-/g, '_');
