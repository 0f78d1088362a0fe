import 'server-only';
import { CHAT_IMAGE_MAX_BYTES } from '@/lib/chats/limits';
import type { FileType } from './sniff';

export type UploadKind = 'cv' | 'certificate' | 'profile' | 'logo' | 'image' | 'chat';

type KindRule = {
  folder: string;
  accept: readonly FileType['mime'][];
  maxBytes: number;
  /** Private files are served only to signed-in staff of the owning company (and to whoever uploaded them). */
  private: boolean;
  /** Keep the (sanitised) original name in the stored name; images get a generated name. */
  keepName: boolean;
};

const MB = 1024 * 1024;
const IMAGES = ['image/png', 'image/jpeg', 'image/webp'] as const;

export const UPLOAD_RULES: Record<UploadKind, KindRule> = {
  cv: { folder: 'cv', accept: ['application/pdf'], maxBytes: 5 * MB, private: true, keepName: true },
  certificate: {
    folder: 'certificates',
    accept: ['application/pdf', ...IMAGES],
    maxBytes: 10 * MB,
    private: true,
    keepName: true,
  },
  profile: { folder: 'profiles', accept: IMAGES, maxBytes: 5 * MB, private: false, keepName: false },
  logo: { folder: 'logos', accept: IMAGES, maxBytes: 2 * MB, private: false, keepName: false },
  image: { folder: 'images', accept: IMAGES, maxBytes: 8 * MB, private: false, keepName: false },
  chat: { folder: 'chat', accept: IMAGES, maxBytes: CHAT_IMAGE_MAX_BYTES, private: false, keepName: false },
};

export const isPrivateKind = (kind: UploadKind) => UPLOAD_RULES[kind].private;

/** The largest multipart request an upload of `kind` may send: the file's limit plus room for the form around it. */
export const uploadBodyLimit = (kind: UploadKind) => UPLOAD_RULES[kind].maxBytes + 64 * 1024;
