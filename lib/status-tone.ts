/**
 * The colours a status label comes in (components/ui/status-label.tsx draws them). Declared here rather than beside the
 * component so the status-to-tone maps in lib/ can name them without importing from components/ (lib/ sits below it).
 */
export type Tone = 'default' | 'success' | 'warning' | 'danger' | 'info' | 'primary';
