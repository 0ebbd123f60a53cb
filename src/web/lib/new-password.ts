// Mirrors LIMITS.minPasswordLength (src/contracts/common.ts) without pulling zod into the page's chunk; the server
// checks again and its message is shown when they ever differ.
const MIN_LENGTH = 6;

/** The problem with a new password and its confirmation, in the words of the sign-up form; null when fine. */
export const newPasswordProblem = (password: string, confirmation: string): string | null => {
  if (password === '') return 'Please enter a new password.';
  if (password.length < MIN_LENGTH) return 'Password must be at least 6 characters long';
  if (password !== confirmation) return 'Passwords do not match. Please check and try again.';
  return null;
};
