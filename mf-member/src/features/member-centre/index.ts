export { MemberCentreScreen } from './components/member-centre-screen.tsx';
export { menuItems, showsAgencyCentre, tiles } from './model/menu-items.ts';
