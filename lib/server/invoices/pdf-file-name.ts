/** `INV-0001.pdf`; anything but letters, digits, dot, dash and underscore becomes a dash. Kept apart from the PDF code. */
export const invoicePdfFileName = (invoiceNumber: string) =>
  `${invoiceNumber.replace(/[^A-Za-z0-9._-]+/g, '-') || 'invoice'}.pdf`;
