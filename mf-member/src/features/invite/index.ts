export { InviteScreen } from './components/invite-screen.tsx';
