export interface FlagNode {
  modId: string;
  enabled: '1' | '0';
  childrenNodes: FlagNode[];
}

type FlagSpec = [modId: string, enabled: boolean, children?: FlagSpec[]];

// Parents group related switches the way the platform's admin tree does; MEMCEN3, LOGIN3 and
// AGENCY3 are grouping nodes. Every leaf the front end reads is listed in CONTRACT.md.
const DEFAULT_TREE: FlagSpec[] = [
  [
    'LOGIN3',
    true,
    [
      ['MOBILEVERCODELOGIN3', true],
      ['FACEBOOKLOGIN3', false],
      ['GOOGLELOGIN3', false],
      ['TELEGRAMLOGIN3', false],
      ['FREEPLAY3', true],
    ],
  ],
  [
    'REGISTER3',
    true,
    [
      ['USERNAMEREG3', true],
      ['MOBILENUMREG3', true],
      ['REGMOBVERF3', true],
      ['MOBILENUMPASSREG3', true],
      // third-party phone verification (the provider's code instead of the platform's SMS), CONTRACT.md
      ['FIREBASEPHONE3', false],
    ],
  ],
  ['CHNGPASSVERIF3', true],
  ['WITHDRAW3', true],
  ['VIPROOM3', true],
  ['INBOX3', true],
  [
    'MEMCEN3',
    true,
    [
      ['DEPRECM3', true],
      ['WITHREC3', true],
      ['TRANSREC3', true],
      ['TRANSBETREPMEM3', true],
      ['PERSREP', true],
      ['AGETRANSFERUP3', true],
      ['REWCEN3', true],
      ['MANPLAYREB3', true],
      ['PLYRBT', true],
      ['MAILCEN', true],
      ['FEEDBACK3', true],
      ['MEMCLUB3', true],
    ],
  ],
  [
    'PROMOTION3',
    true,
    [
      ['REFERRAL', true],
      ['MISSION', true],
    ],
  ],
  [
    'AGENCY3',
    true,
    [
      ['AGEINFO3', true],
      ['COMM3', true],
      ['DAILYSALCONT3', true],
      ['HOURSAL3', true],
      // The agent home's grid (agent/agent-menu.ts): this dev API's names, the platform's are not known.
      ['AGETEAMPNL3', true],
      ['AGETEAM3', true],
      ['AGETEAMBET3', true],
      ['AGETEAMREB3', true],
      ['AGEREB3', true],
      ['AGEDIV3', true],
      ['DIVCONT3', true],
      ['AGENOTICE3', true],
      ['AGEREG3', true],
    ],
  ],
];

function build(specs: FlagSpec[], overrides: Map<string, boolean>): FlagNode[] {
  return specs.map(([modId, enabled, children = []]) => ({
    modId,
    enabled: (overrides.get(modId) ?? enabled) ? '1' : '0',
    childrenNodes: build(children, overrides),
  }));
}

export function whitelabelTree(overrides: Map<string, boolean> = new Map()): FlagNode[] {
  return build(DEFAULT_TREE, overrides);
}

/** modId -> on, as the client flattens it (a child is read on its own, whatever its parent says). */
export function flattenFlags(tree: FlagNode[]): Record<string, boolean> {
  const flags: Record<string, boolean> = {};
  const walk = (nodes: FlagNode[]) => {
    for (const node of nodes) {
      flags[node.modId] = node.enabled === '1';
      walk(node.childrenNodes);
    }
  };
  walk(tree);
  return flags;
}

export function knownFlagIds(): string[] {
  return Object.keys(flattenFlags(whitelabelTree()));
}

/** Parses DEV_FLAGS, e.g. "FACEBOOKLOGIN3=1,FREEPLAY3=0". */
export function parseFlagOverrides(text: string | undefined): Map<string, boolean> {
  const overrides = new Map<string, boolean>();
  for (const part of (text ?? '').split(',')) {
    const [modId, value] = part.split('=').map((piece) => piece.trim());
    if (modId && value !== undefined) overrides.set(modId.toUpperCase(), value === '1' || value.toLowerCase() === 'true');
  }
  return overrides;
}
