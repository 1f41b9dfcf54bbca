export { MemberCentreScreen } from './components/member-centre-screen.tsx';
