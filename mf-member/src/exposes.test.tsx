import { describeExposes } from '@wl/testing';
import { exposes } from './exposes.ts';

describeExposes('mf-member', exposes, (file) => import(`.${file.replace(/^\.\/src/, '')}`));
