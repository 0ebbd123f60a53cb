import { useEffect, useRef, useState } from 'react';
import { useUser } from '@/web/lib/auth';

/** The profile's name ('First Last') and phone, as the message dialogs start from them. */
const profileContact = (user: ReturnType<typeof useUser>['user']) => ({
  name: [user?.firstName, user?.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' '),
  phone: user?.phone?.trim() ?? '',
});

/**
 * The homeowner's name and phone in a message dialog: filled from the profile (once it has loaded, unless the user
 * typed first), editable, and back to the profile's values on reset (after a send).
 */
export const useHomeownerContact = () => {
  const { user } = useUser();
  const profile = profileContact(user);
  const [name, setName] = useState(profile.name);
  const [phone, setPhone] = useState(profile.phone);
  const touched = useRef(false);

  // the session may arrive after the dialog mounted
  useEffect(() => {
    if (touched.current) return;
    setName(profile.name);
    setPhone(profile.phone);
  }, [profile.name, profile.phone]);

  return {
    name,
    phone,
    setName: (value: string) => {
      touched.current = true;
      setName(value);
    },
    setPhone: (value: string) => {
      touched.current = true;
      setPhone(value);
    },
    reset: () => {
      touched.current = false;
      setName(profile.name);
      setPhone(profile.phone);
    },
  };
};
