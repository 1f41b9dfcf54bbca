import { describeExposes, describeRoutes } from '@wl/testing';
import { exposes } from './exposes.ts';
import { routes } from './routes.ts';

describeExposes('mf-cashier', exposes, (file) => import(`.${file.replace(/^\.\/src/, '')}`));

describeRoutes(routes, exposes, { noHeader: [], noBottomMenu: [], backHome: [] });
