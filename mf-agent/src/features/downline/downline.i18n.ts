import { registerTranslations } from '@wl/kit';

const en = {
  downline: {
    search: 'Search by account',
    search_button: 'Search',
    type: 'Type',
    online: 'Status',
    all: 'All',
    members: 'Players',
    agents: 'Agents',
    online_yes: 'Online',
    online_no: 'Offline',
    path: 'Whose downline',
    summary: '{{count}} members, {{online}} online, balance {{balance}}',
    empty: 'No member matches.',
    type_name: { member: 'Player', agent: 'Agent', trial: 'Trial' },
    registered: 'Registered',
    last_login: 'Last login',
    never: 'Never',
    balance: 'Balance',
    upline: 'Upline',
    drill: 'Downline of {{account}} ({{count}})',
  },
};

const bn: typeof en = {
  downline: {
    search: 'অ্যাকাউন্ট দিয়ে খুঁজুন',
    search_button: 'খুঁজুন',
    type: 'ধরন',
    online: 'অবস্থা',
    all: 'সব',
    members: 'খেলোয়াড়',
    agents: 'এজেন্ট',
    online_yes: 'অনলাইন',
    online_no: 'অফলাইন',
    path: 'কার ডাউনলাইন',
    summary: '{{count}} জন সদস্য, {{online}} জন অনলাইন, ব্যালেন্স {{balance}}',
    empty: 'কোনো সদস্য মেলেনি।',
    type_name: { member: 'খেলোয়াড়', agent: 'এজেন্ট', trial: 'ট্রায়াল' },
    registered: 'নিবন্ধন',
    last_login: 'শেষ লগইন',
    never: 'কখনো নয়',
    balance: 'ব্যালেন্স',
    upline: 'আপলাইন',
    drill: '{{account}}-এর ডাউনলাইন ({{count}})',
  },
};

registerTranslations('agent', { bn, en });

/** this part's texts, for the namespace's type (src/i18n/namespaces.ts) */
export type DownlineTexts = typeof en;
