import { describeExposes, describeRoutes } from '@wl/testing';
import { exposes } from './exposes.ts';
import { routes } from './routes.ts';
import { signIn } from './test/agent-api.ts';

describeExposes(
  'mf-agent',
  exposes,
  (file) => import(`.${file.replace(/^\.\/src/, '')}`),
  () => signIn(1),
);

describeRoutes(routes, exposes, { noHeader: ['/m/agent'], noBottomMenu: ['/m/agent'], backHome: [] });
