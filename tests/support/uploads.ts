/** Minimal files whose first bytes identify them, for upload tests. */
export const pdfBytes = (size = 1024) => {
  const bytes = new Uint8Array(size).fill(0x20);
  bytes.set(new TextEncoder().encode('%PDF-1.7\n'));
  return bytes;
};
export const pngBytes = (size = 256) => {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return bytes;
};

/** A multipart body with one `file` field. */
export function fileForm(bytes: Uint8Array, name: string, type = 'application/octet-stream') {
  const form = new FormData();
  form.append('file', new File([bytes as BlobPart], name, { type }));
  return form;
}
