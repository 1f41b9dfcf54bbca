import { describeExposes } from '@wl/shared/testing';
import { exposes } from './exposes.ts';

describeExposes('mf-agent', exposes, (file) => import(`.${file.replace(/^\.\/src/, '')}`));
