import type { Config } from '../../config';
import type { EmailMessage } from '../../integrations/email/email-provider';

// The texts of the emails about an account. Plain text, one link at most, and always a way to reach a person.

interface Recipient {
  username: string;
  firstName: string | null;
  email: string;
}

const greeting = (user: Recipient) => `Hi ${user.firstName ?? user.username},`;

export const RESET_LINK_MINUTES = 60;

export const passwordResetEmail = (config: Config, user: Recipient, token: string): EmailMessage => ({
  to: user.email,
  subject: 'Reset your Punchlist password',
  text: [
    greeting(user),
    '',
    `Someone (hopefully you) asked to reset the password of your Punchlist account "${user.username}".`,
    `Choose a new password here. The link works once, within ${RESET_LINK_MINUTES} minutes:`,
    '',
    `${config.appUrl}/reset-password?token=${token}`,
    '',
    'If you did not ask for this, ignore this email: your password stays as it is.',
    `Questions? Write to ${config.supportEmail}.`,
  ].join('\n'),
});

export const passwordChangedEmail = (config: Config, user: Recipient): EmailMessage => ({
  to: user.email,
  subject: 'Your Punchlist password was changed',
  text: [
    greeting(user),
    '',
    `The password of your Punchlist account "${user.username}" was just changed. Other devices that were signed`,
    'in to it have been signed out.',
    '',
    `If this was not you, reset your password at ${config.appUrl}/auth and write to ${config.supportEmail}.`,
  ].join('\n'),
});

export const emailChangedEmail = (config: Config, user: Recipient, newEmail: string): EmailMessage => ({
  // to the old address: the one the owner still reads if someone else made the change
  to: user.email,
  subject: 'Your Punchlist email address was changed',
  text: [
    greeting(user),
    '',
    `The email address of your Punchlist account "${user.username}" was changed to ${newEmail}.`,
    'Password reset links now go to that address.',
    '',
    `If this was not you, write to ${config.supportEmail} right away.`,
  ].join('\n'),
});
