/**
 * The page of a remote running alone (`pnpm --filter <remote> dev`): the same for every remote but its
 * title, so it is written here once rather than as an index.html in each remote.
 */
export const standaloneHtml = (name: string) => `<!doctype html>
<html lang="bn">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${name} (standalone)</title>
    <!-- no icon of its own: without this line Chromium asks for /favicon.ico and logs its 404 as an error -->
    <link rel="icon" href="data:," />
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
