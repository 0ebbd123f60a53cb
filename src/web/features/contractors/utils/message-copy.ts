// The dialogs' texts, exactly as report-lifecycle §5 and §8 give them.
export const MESSAGE_COPY = {
  projectDialogTitle: 'Send Project Details to Contractors',
  openButton: 'Message Contractors',
  noneSelectedTitle: 'No Contractors Selected',
  noneSelected: 'Please select at least one contractor to message.',
  contactRequiredTitle: 'Contact Information Required',
  contactRequired: 'Please provide your name and phone number for contractors to reach you.',
  noPhones: 'No contractors have phone numbers for SMS messaging.',
  previewPlaceholder: 'Please fill in your contact information to see the message preview.',
  sentTitle: 'Messages Sent Successfully',
  sent: (sent: number, total: number) =>
    `Sent to ${sent} out of ${total} contractors. They now have detailed project information and your contact details.`,
  noneSentTitle: 'No Messages Sent',
  noneSent: 'Unable to send messages. Check contractor phone numbers or try calling instead.',
  failedTitle: 'Message Failed',
  failed: 'Unable to send contractor messages. Please try again or contact contractors directly.',

  missingTitle: 'Missing Information',
  missing: 'Please provide your name and phone number.',
  singleSentTitle: 'Message Sent!',
  singleSent: (contractor: string) => `Your message has been sent to ${contractor}. They should receive it shortly.`,
  singleFailedTitle: 'Failed to Send Message',
  singleFailed: 'There was an error sending your message. Please try again.',
} as const;
