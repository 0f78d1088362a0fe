import 'server-only';

// The shape of a demo post and the two helpers its HTML is written with, shared by the seed-content-*.ts posts.

export type Post = {
  id: string;
  title: string;
  category: string;
  tags: string[];
  image: string;
  author: string | null;
  date: string;
  location?: string;
  content: string;
};

export const p = (...paras: string[]) => paras.map((x) => (x.startsWith('<') ? x : `<p>${x}</p>`)).join('\n');
export const ul = (...items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;
