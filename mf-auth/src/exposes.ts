// What this remote exposes to the shell: the pages of its routes (shell/src/app/route-table.ts).
export const exposes = {
  './LoginPage': './src/pages/login-page.tsx',
  './RegisterPage': './src/pages/register-page.tsx',
  './ForgetPage': './src/pages/forget-page.tsx',
  './ChangePasswordPage': './src/pages/change-password-page.tsx',
  './SettingsPage': './src/pages/settings-page.tsx',
  './TrialPage': './src/pages/trial-page.tsx',
  './AgentRegisterPage': './src/pages/agent-register-page.tsx',
  './SocialCallbackPage': './src/pages/social-callback-page.tsx',
  './LoginDialog': './src/login-dialog/login-dialog.tsx',
};
