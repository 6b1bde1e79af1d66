/** The script face of typed signatures (bundled, so phones without a script font show it too). */
import type { CSSProperties } from 'react';
import '@fontsource/dancing-script/400.css';

export const SIGNATURE_FONT_STYLE: CSSProperties = {
  fontFamily: "'Dancing Script', 'Segoe Script', 'Brush Script MT', 'Apple Chancery', cursive",
};
