// next/link reads this at render time; without it Jest drops the trailing slash the export uses.
process.env.__NEXT_TRAILING_SLASH = 'true';
