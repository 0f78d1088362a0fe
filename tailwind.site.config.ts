import type { Config } from 'tailwindcss';
import config from './tailwind.config';

/** The design tokens of tailwind.config.ts for app/site.css, which names its own sources (the public code only). */
const site: Config = { ...config, content: [] };

export default site;
