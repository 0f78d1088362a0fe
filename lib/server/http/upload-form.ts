import 'server-only';
import { z } from 'zod';

// The multipart forms of the upload endpoints, for the OpenAPI document: the handlers read the form themselves
// (lib/server/storage checks each file by content and size), so these describe, not parse.

/** The `file` field of an upload. */
export const fileField = (what = 'The file') => z.file().describe(`${what} (multipart field \`file\`)`);

/** A form with a file and, optionally, the fields that say what it is for. */
export const uploadForm = <F extends z.ZodRawShape>(what: string, fields: F = {} as F) =>
  z.object({ file: fileField(what), ...fields });
