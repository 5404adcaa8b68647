#!/usr/bin/env python3
"""Checks the internal links of a built HTML site (the Toy tutorial book):
every relative href or src must name a file of the site, and every
#fragment an id (or a named anchor) in the target page.

    python3 utils/check_links.py docs/tutorial/book

External links (with a scheme, or starting with //) are not fetched.
Prints each broken link with the page it is on; exits 1 if any.
"""

import sys
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urlsplit


class Page(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.ids = set()
        self.links = []

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        for key in ("id", "name"):
            if attrs.get(key):
                self.ids.add(attrs[key])
        for key in ("href", "src"):
            if attrs.get(key) is not None and tag != "base":
                self.links.append((tag, attrs[key]))


def main():
    if len(sys.argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    root = Path(sys.argv[1]).resolve()
    if not (root / "index.html").is_file():
        print(f"{root}: no index.html (build the book first)", file=sys.stderr)
        return 2
    pages = {}
    for path in root.rglob("*.html"):
        page = Page()
        page.feed(path.read_text(errors="replace"))
        pages[path] = page
    broken = 0
    checked = 0
    for path, page in sorted(pages.items()):
        for tag, link in page.links:
            parts = urlsplit(link)
            if parts.scheme or link.startswith("//"):
                continue
            checked += 1
            target = path if not parts.path else (path.parent / unquote(parts.path)).resolve()
            if target.is_dir():
                target = target / "index.html"
            problem = None
            if root not in target.parents and target != root:
                problem = "points outside the site"
            elif not target.exists():
                problem = "no such file"
            elif parts.fragment and target.suffix == ".html":
                ids = pages[target].ids if target in pages else set()
                if unquote(parts.fragment) not in ids:
                    problem = f"no id '{parts.fragment}' in {target.relative_to(root)}"
            if problem:
                broken += 1
                print(f"{path.relative_to(root)}: <{tag}> {link}: {problem}")
    print(f"{len(pages)} pages, {checked} internal links checked, {broken} broken")
    return 1 if broken else 0


if __name__ == "__main__":
    sys.exit(main())
