/** The CSS variable that holds the Noto families of the scripts on show, in every font stack of the app. */
export const SCRIPT_FONTS_VARIABLE = '--tessera-script-fonts';
