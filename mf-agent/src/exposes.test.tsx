import { describeExposes } from '@wl/testing';
import { exposes } from './exposes.ts';

describeExposes('mf-agent', exposes, (file) => import(`.${file.replace(/^\.\/src/, '')}`));
