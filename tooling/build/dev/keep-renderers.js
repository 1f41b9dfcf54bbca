// Dev only, first in the shell's page (docs/toolchain-facts.md, React Refresh with remotes). Every part
// has its own React Refresh runtime, and each finds React through the DevTools hook's `renderers`. Without
// the DevTools extension the hook is react-refresh's stand-in, which forgets the renderers it is given:
// a remote's runtime, started after React, would find no React and its edits would not refresh.
const hook = window.__REACT_DEVTOOLS_GLOBAL_HOOK__;
if (hook && !hook.keepsRenderers) {
  const inject = hook.inject;
  hook.inject = function keepRenderer(renderer, ...rest) {
    const id = inject.call(this, renderer, ...rest);
    if (!hook.renderers.has(id)) hook.renderers.set(id, renderer);
    return id;
  };
  hook.keepsRenderers = true;
}
