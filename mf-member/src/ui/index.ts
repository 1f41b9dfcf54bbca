// Small parts every mf-member page uses (shared by the features; no feature logic here).
export { default as pageStyles } from './page.module.css';
export { FieldError } from './form-parts.tsx';
export { MemberImage } from './member-image.tsx';
export { PagedList, PagedSection } from './paged-list.tsx';
export { dateTime, Money, taka } from './money.tsx';
