// CSS modules as the bundler builds them: class name -> generated name. Another declaration of the same
// module elsewhere in the package merges with this one harmlessly.
declare module '*.module.css' {
  const classes: { readonly [className: string]: string };
  export default classes;
}

// plain stylesheets imported for their side effect (theme, global styles)
declare module '*.css';
