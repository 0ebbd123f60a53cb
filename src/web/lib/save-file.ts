/**
 * Hands a downloaded body to the browser as a file named `filename` (a link with `download`, clicked): the
 * analysis downloads and the account export save their answers this way.
 */
export const saveFile = (blob: Blob, filename: string): void => {
  const href = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = href;
    link.download = filename;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // give the browser a moment to start reading the blob before it goes away
    setTimeout(() => URL.revokeObjectURL(href), 10_000);
  }
};
