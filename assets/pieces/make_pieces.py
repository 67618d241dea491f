#!/usr/bin/env python3
"""Writes the castalia-bot piece set (original art, MIT like the rest of the repository).

One shape per piece kind on a 45x45 canvas, painted in two colour schemes. The SVG files beside
this script are its output and are what the program embeds; edit the shapes here and run
`python3 assets/pieces/make_pieces.py` to regenerate them.
"""

from pathlib import Path

SCHEMES = {
    # body fill, outline, inner detail lines, water (Castalia), water outline
    "w": dict(body="#fbf8f1", line="#1e1e1e", detail="#1e1e1e", water="#1c86d9", wline="#1e1e1e"),
    "b": dict(body="#34302b", line="#0c0c0c", detail="#ece6d8", water="#62c4ff", wline="#0c0c0c"),
}

BASE = '<rect x="9.5" y="35" width="26" height="4.5" rx="1.6"/>'

SHAPES = {
    "P": f"""
  <path d="M17 21.5 C17 27 13.5 31 12.5 35 L32.5 35 C31.5 31 28 27 28 21.5 Z"/>
  <rect x="14.5" y="18.5" width="16" height="3.5" rx="1.7"/>
  <circle cx="22.5" cy="12.8" r="5.8"/>
  {BASE}""",
    "R": f"""
  <path d="M14.5 31.5 L15.5 17 L29.5 17 L30.5 31.5 Z"/>
  <rect x="11.5" y="31" width="22" height="4" rx="1"/>
  <path d="M11.5 17 L11.5 8 L16 8 L16 11 L20.3 11 L20.3 8 L24.7 8 L24.7 11 L29 11 L29 8 L33.5 8 L33.5 17 Z"/>
  <path d="M11.5 14 L33.5 14" fill="none" stroke="DETAIL"/>
  {BASE}""",
    "B": f"""
  <path d="M16 30.5 C15.5 32.5 14 34 12 35 L33 35 C31 34 29.5 32.5 29 30.5 Z"/>
  <path d="M22.5 7.8 C14.5 13 13.5 21.5 16.5 27.5 L28.5 27.5 C31.5 21.5 30.5 13 22.5 7.8 Z"/>
  <rect x="14" y="27" width="17" height="4" rx="1.5"/>
  <circle cx="22.5" cy="5.8" r="2.6"/>
  <path d="M26.5 13 L21 20 M19.5 23 L25.5 23 M22.5 20.5 L22.5 25.5" fill="none" stroke="DETAIL"/>
  {BASE}""",
    "N": f"""
  <path d="M21 8.5 L19.5 4.5 L23.5 7.8 L25.5 4.8 L26.5 9 C33 11 36.5 18 35.5 35 L14.5 35 C14 30 17 27.5 20.5 24.5 C22 23 22.2 21.5 21.8 20.5 C19.5 22.5 16.5 23.5 14.5 25.5 C12.5 27.5 9.5 27 9 24.5 C8.5 22.5 10 21 11.5 19.5 C14 17 15.5 14 17.5 11.5 C18.5 10.3 19.8 9.2 21 8.5 Z"/>
  <circle cx="19.5" cy="14" r="1.3" fill="DETAIL" stroke="none"/>
  <path d="M11.8 22.6 L12.9 22.1" fill="none" stroke="DETAIL"/>
  <path d="M27 11 C31 14 33 20 32.5 33" fill="none" stroke="DETAIL"/>
  {BASE}""",
    "Q": f"""
  <path d="M11 30.5 L8 13.5 L15 23.5 L16.5 10.5 L20.8 22 L22.5 8.5 L24.2 22 L28.5 10.5 L30 23.5 L37 13.5 L34 30.5 Z"/>
  <circle cx="8" cy="12.5" r="2.3"/>
  <circle cx="16.5" cy="9.5" r="2.3"/>
  <circle cx="22.5" cy="7.3" r="2.3"/>
  <circle cx="28.5" cy="9.5" r="2.3"/>
  <circle cx="37" cy="12.5" r="2.3"/>
  <path d="M11 30.5 C17 28.8 28 28.8 34 30.5 L33 35 C27 33.5 18 33.5 12 35 Z"/>
  {BASE}""",
    "K": f"""
  <path d="M22.5 4 L22.5 11.5 M19 7.3 L26 7.3" fill="none" stroke-width="2.2"/>
  <path d="M12 30.5 C7.5 25 8.5 17.5 15 16.8 C19 16.4 21.5 19 22.5 22.5 C23.5 19 26 16.4 30 16.8 C36.5 17.5 37.5 25 33 30.5 Z"/>
  <path d="M22.5 24 C20 19 19.8 14.5 22.5 12 C25.2 14.5 25 19 22.5 24 Z"/>
  <path d="M12 30.5 C17 28.8 28 28.8 33 30.5 L32.5 35 C27 33.5 18 33.5 12.5 35 Z"/>
  <path d="M14 24 C19 22.5 26 22.5 31 24" fill="none" stroke="DETAIL"/>
  {BASE}""",
    # The Castalia: a fountain. A wave-topped base, a stem, a basin, and a jet of water that
    # rises from the basin and falls back on both sides: no crown, no points, no balls.
    "C": """
  <path d="M9.5 39.5 L9.5 36 C11.5 33.3 14.5 33.3 16.2 35.6 C18 33.3 21 33.3 22.5 35.6 C24 33.3 27 33.3 28.8 35.6 C30.5 33.3 33.5 33.3 35.5 36 L35.5 39.5 Z"/>
  <path d="M19.5 34.6 L20.8 28 L24.2 28 L25.5 34.6 Z"/>
  <path d="M8.5 21.5 L36.5 21.5 C36 26.5 30.5 29.5 22.5 29.5 C14.5 29.5 9 26.5 8.5 21.5 Z"/>
  <path d="M11.5 24.6 C14 23.2 16 23.2 18 24.6 C20 23.2 22 23.2 24 24.6 C26 23.2 28 23.2 30 24.6 C31.5 23.6 32.5 23.4 33.5 24" fill="none" stroke="WATER" stroke-width="2"/>
  <g fill="none" stroke="WLINE" stroke-width="4.8">
    <path d="M22.5 21.5 L22.5 7.5"/>
    <path d="M22.5 8.5 C16.5 4.5 11.5 8 11.5 18"/>
    <path d="M22.5 8.5 C28.5 4.5 33.5 8 33.5 18"/>
  </g>
  <g fill="none" stroke="BODY" stroke-width="2.4">
    <path d="M22.5 21.5 L22.5 7.5"/>
    <path d="M22.5 8.5 C16.5 4.5 11.5 8 11.5 18"/>
    <path d="M22.5 8.5 C28.5 4.5 33.5 8 33.5 18"/>
  </g>
  <g fill="none" stroke="WATER" stroke-width="1.1">
    <path d="M22.5 20.5 L22.5 8"/>
    <path d="M22 9 C16.5 5.5 12.2 8.5 11.5 17"/>
    <path d="M23 9 C28.5 5.5 32.8 8.5 33.5 17"/>
  </g>
  <circle cx="22.5" cy="5.2" r="2.4" fill="WATER" stroke="WLINE" stroke-width="1.2"/>
  <circle cx="11.5" cy="19.2" r="1.3" fill="WATER" stroke="none"/>
  <circle cx="33.5" cy="19.2" r="1.3" fill="WATER" stroke="none"/>""",
}


def svg(kind: str, scheme: dict) -> str:
    body = SHAPES[kind]
    for key in ("DETAIL", "WATER", "WLINE", "BODY"):
        body = body.replace(f'"{key}"', f'"{scheme[key.lower()]}"')
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" width="45" height="45" viewBox="0 0 45 45">\n'
        f'<g fill="{scheme["body"]}" stroke="{scheme["line"]}" stroke-width="1.5" '
        'stroke-linejoin="round" stroke-linecap="round">'
        f"{body}\n</g>\n</svg>\n"
    )


def main() -> None:
    here = Path(__file__).resolve().parent
    for prefix, scheme in SCHEMES.items():
        for kind in SHAPES:
            (here / f"{prefix}{kind}.svg").write_text(svg(kind, scheme))


if __name__ == "__main__":
    main()
