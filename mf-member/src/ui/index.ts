// Small parts every mf-member page uses (shared by the features; no feature logic here).
export { MemberOnly } from './member-only.tsx';
export { default as pageStyles } from './page.module.css';
