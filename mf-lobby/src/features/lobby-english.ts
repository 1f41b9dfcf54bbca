// The one loader of the lobby's English texts: the parts that need them register this same function, and the
// texts' backend takes one loader per namespace and language.
export const lobbyEnglish = () => import(/* webpackChunkName: "texts-en-lobby" */ './lobby.en.ts');
