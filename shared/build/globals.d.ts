/** set by the build (DefinePlugin): the package's name */
declare const __APP_NAME__: string;
