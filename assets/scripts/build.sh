#!/usr/bin/env bash
# Regenerates everything under assets/ from the scripts in assets/scripts/.
#
#   bash assets/scripts/build.sh            # art, loading GIFs, sound effects and music
#   bash assets/scripts/build.sh art        # only one kind: art | gifs | sfx | music
#
# Needs (Debian packages): python3 with python3-numpy, librsvg2-bin (rsvg-convert),
# imagemagick (convert), lame, sox (soxi, for the track durations and checks).
#   apt-get install -y python3-numpy librsvg2-bin imagemagick lame sox libsox-fmt-mp3
set -euo pipefail
cd "$(dirname "$0")"

# Pick a python3 that has numpy (the system one, or whichever python3 is first on PATH).
PY=""
for cand in python3 /usr/bin/python3; do
  if command -v "$cand" >/dev/null 2>&1 && "$cand" -c 'import numpy' >/dev/null 2>&1; then PY="$cand"; break; fi
done
need() { command -v "$1" >/dev/null 2>&1 || { echo "missing: $1 ($2)" >&2; exit 1; }; }

what="${1:-all}"
case "$what" in
  all|art) python3 make-art.py && echo "art: $(ls ../art/*.svg | wc -l) SVG files" && python3 make-avatars.py ;;&
  all|gifs) need rsvg-convert librsvg2-bin; need convert imagemagick; python3 make-loading.py ;;&
  all|sfx|music)
    [ -n "$PY" ] || { echo "missing: numpy for python3 (apt-get install -y python3-numpy)" >&2; exit 1; }
    need lame lame ;;&
  all|sfx) "$PY" make-sfx.py ;;&
  all|music) need soxi sox; "$PY" make-music.py ;;&
  all|art|gifs|sfx|music) ;;
  *) echo "usage: build.sh [all|art|gifs|sfx|music]" >&2; exit 2 ;;
esac
echo "assets/ size: $(du -sh .. | cut -f1)"
