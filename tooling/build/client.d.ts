// Ambient types of code that the build recipe compiles: what the bundler provides that TypeScript cannot
// see. Every package's tsconfig includes this file.

/** set by the build (DefinePlugin): the package's name */
declare const __APP_NAME__: string;

// CSS modules as the bundler builds them: class name -> generated name. Another declaration of the same
// module elsewhere in a package merges with this one harmlessly.
declare module '*.module.css' {
  const classes: { readonly [className: string]: string };
  export default classes;
}

// plain stylesheets imported for their side effect (theme, global styles)
declare module '*.css';
