// The answer to a host name no brand lists: a plain page that says so in both languages, rather than some
// brand's site under a name that brand never chose (issue 23).

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;min-height:100vh;display:grid;place-items:center;background:#0b1530;color:#e8ecf5;text-align:center;padding:24px}
main{max-width:420px}h1,h2{font-size:22px;margin:0 0 12px}p{margin:0 0 8px;color:#9aa6c4;line-height:1.5}`;

export function unknownHostPage(): { html: string; styles: string[] } {
  return {
    styles: [STYLE],
    html: `<!doctype html><html lang="bn"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>এই ঠিকানায় কোনো সাইট নেই / No site at this address</title><style>${STYLE}</style></head><body><main>
<h1>এই ঠিকানায় কোনো সাইট নেই</h1><p>ঠিকানাটি আবার দেখে নিন, অথবা যে লিংক থেকে এসেছেন সেখানে ফিরে যান।</p>
<h2 lang="en">No site at this address</h2><p lang="en">Check the address, or go back to the link you came from.</p>
</main></body></html>`,
  };
}
