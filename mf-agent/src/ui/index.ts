// Small parts every agency-centre screen uses (shared by the features; no feature logic here).
export { AccountSearch } from './account-search.tsx';
export { Figures } from './figures.tsx';
export { FiguresTable } from './figures-table.tsx';
export { default as report } from './report.module.css';
