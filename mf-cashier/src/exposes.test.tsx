import { describeExposes } from '@wl/testing';
import { exposes } from './exposes.ts';

describeExposes('mf-cashier', exposes, (file) => import(`.${file.replace(/^\.\/src/, '')}`));
