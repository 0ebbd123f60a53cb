/** platform §5: the full name is split at the first space into firstName (first word) and lastName (the rest). */
export const splitFullName = (fullName: string): { firstName: string; lastName: string } => {
  const name = fullName.trim().replace(/\s+/g, ' ');
  const space = name.indexOf(' ');
  if (space === -1) return { firstName: name, lastName: '' };
  return { firstName: name.slice(0, space), lastName: name.slice(space + 1) };
};

export const joinFullName = (firstName: string | null, lastName: string | null): string =>
  [firstName, lastName].filter((part) => part && part.trim()).join(' ');
