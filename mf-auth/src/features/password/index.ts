// The password feature as other features use it: the password held in memory since the login.
export { passwordMemory } from './password-memory.ts';
