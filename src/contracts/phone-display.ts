// How a phone number reads and dials, the same in the app and in the downloaded analysis (the server renders that).

/** '+15125550142' → '(512) 555-0142'; other forms are shown as given. */
export const formatPhone = (phone: string): string => {
  const us = phone.match(/^\+1(\d{3})(\d{3})(\d{4})$/);
  return us ? `(${us[1]}) ${us[2]}-${us[3]}` : phone;
};

/** A tap-to-call link: digits and a leading + only. */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;
