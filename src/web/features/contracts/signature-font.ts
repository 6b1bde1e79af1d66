/**
 * The script face of typed signatures (bundled, so phones without a script font show it too). Its
 * @font-face rules load with each entry (main.tsx, contract-main.tsx); the font file itself only when
 * a signature is shown. No CSS import here: the server renders the contract page from these modules.
 */
import type { CSSProperties } from 'react';

export const SIGNATURE_FONT_STYLE: CSSProperties = {
  fontFamily: "'Dancing Script', 'Segoe Script', 'Brush Script MT', 'Apple Chancery', cursive",
};
