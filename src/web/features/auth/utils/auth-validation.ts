/** A validation problem shown as a destructive toast: the spec's text before the colon is the title. */
export interface ValidationIssue {
  title: string;
  description: string;
}

// platform §5, word for word
export const AUTH_MESSAGES = {
  missingLogin: { title: 'Missing information', description: 'Please enter both username and password' },
  missingRegistration: { title: 'Missing information', description: 'Please fill in all required fields' },
  passwordMismatch: { title: 'Password mismatch', description: 'Passwords do not match. Please check and try again.' },
  passwordTooShort: { title: 'Password too short', description: 'Password must be at least 6 characters long' },
} as const satisfies Record<string, ValidationIssue>;

// Mirrors LIMITS.minPasswordLength in src/contracts/common.ts: importing that value would pull zod into this chunk
// (the module builds schemas when it loads). auth-validation.test.tsx checks that the two stay equal.
export const MIN_PASSWORD_LENGTH = 6;

const isBlank = (value: string) => value.trim() === '';

export const validateLogin = (input: { username: string; password: string }): ValidationIssue | null =>
  isBlank(input.username) || input.password === '' ? AUTH_MESSAGES.missingLogin : null;

export interface RegistrationForm {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
  firstName: string;
  lastName: string;
}

/** Required fields first, then matching passwords, then length (first and last name are optional). */
export const validateRegistration = (input: RegistrationForm): ValidationIssue | null => {
  if (isBlank(input.username) || isBlank(input.email) || input.password === '' || input.confirmPassword === '') {
    return AUTH_MESSAGES.missingRegistration;
  }
  if (input.password !== input.confirmPassword) return AUTH_MESSAGES.passwordMismatch;
  if (input.password.length < MIN_PASSWORD_LENGTH) return AUTH_MESSAGES.passwordTooShort;
  return null;
};
