import { describeExposes, describeRoutes } from '@wl/testing';
import { exposes } from './exposes.ts';
import { routes } from './routes.ts';

describeExposes('mf-member', exposes, (file) => import(`.${file.replace(/^\.\/src/, '')}`));

describeRoutes(routes, exposes, { noHeader: ['/m/mine', '/m/member/home'], noBottomMenu: [], backHome: [] });
