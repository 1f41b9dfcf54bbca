// @wl/host: what a page's host does around the remotes (decision 075). The shell is the host of the site, and a remote
// run alone for its team (./standalone) is the host of itself. Not a runtime singleton: each host bundles what it
// imports, and the page's state it writes is the kit's (the config store), through the kit's public API.
export { applyTheme, fetchRuntimeConfig, resolveRemoteUrl } from './runtime-file.ts';
export { followLanguage, loadPlatformSettings, type StartupMode, startupMode } from './start-up.ts';
