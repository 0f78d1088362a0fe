import { COLOR_PRESETS, SETTINGS_KEY, THEME_CONTRASTS, THEME_DIRECTIONS, THEME_LAYOUTS, THEME_MODES } from './settings';

/**
 * Runs in <head> before the first paint, so a reload shows the stored mode, layout and colours without a flash.
 * Kept dependency-free and tiny; mirrors readSettings/settingsAttributes.
 */
export const SETTINGS_BOOT_SCRIPT = `(function(){try{var d=document.documentElement,s=JSON.parse(localStorage.getItem(${JSON.stringify(SETTINGS_KEY)})||'{}');var m={themeMode:['data-mode',${JSON.stringify(THEME_MODES)}],themeContrast:['data-contrast',${JSON.stringify(THEME_CONTRASTS)}],themeLayout:['data-layout',${JSON.stringify(THEME_LAYOUTS)}],themeColorPresets:['data-preset',${JSON.stringify(COLOR_PRESETS)}]};if(s.directionLocale===d.lang)m.themeDirection=['dir',${JSON.stringify(THEME_DIRECTIONS)}];for(var k in m){if(m[k][1].indexOf(s[k])>=0)d.setAttribute(m[k][0],s[k]);}if(typeof s.themeStretch==='boolean')d.setAttribute('data-stretch',String(s.themeStretch));sessionStorage.setItem('backOffice','true');}catch(e){}})();`;
