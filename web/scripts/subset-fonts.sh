#!/usr/bin/env bash
# Makes the four font files the site loads (web/src/assets/fonts/, committed) from the
# @fontsource-variable packages: Golos Text (body) and Unbounded (headings), each as a Latin and a
# Cyrillic file cut to the characters Russian pages use and to the weights the styles use
# (400-800), about half the bytes of the packages' own files (decision 0034, "Layout that does
# not jump"). A character outside these sets falls back to the system font, per character.
# Run by hand when the packages are updated; needs python3-fonttools and python3-brotli (apt).
set -euo pipefail
cd "$(dirname "$0")/.."
FROM=node_modules/@fontsource-variable
TO=src/assets/fonts
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

# Keep these in step with the unicode-range of each @font-face in src/shared/ui/fonts.css.
LATIN='U+0020-007E,U+00A0,U+00A9,U+00AB,U+00B0,U+00B7,U+00BB,U+2013-2014,U+2018-2019,U+201C-201E,U+2022,U+2026,U+20BD,U+2212'
CYRILLIC='U+0401,U+0410-044F,U+0451,U+2116'

for family in golos-text unbounded; do
  for subset in latin cyrillic; do
    if [ "$subset" = latin ]; then ranges=$LATIN; else ranges=$CYRILLIC; fi
    python3 -m fontTools.varLib.instancer "$FROM/$family/files/$family-$subset-wght-normal.woff2" wght=400:800 \
      -o "$WORK/$family-$subset.ttf" >/dev/null 2>&1
    python3 -m fontTools.subset "$WORK/$family-$subset.ttf" --unicodes="$ranges" --flavor=woff2 \
      --output-file="$TO/$family-$subset.woff2"
  done
done
ls -l "$TO"
