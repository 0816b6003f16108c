#!/usr/bin/env python3
"""Rewrites every ```swift block of the documents DocsTests reads from the source its
`<!-- example: PATH[#NAME] -->` marker names, the same way `DocsTests` compares them: a whole
file without its imports, or the lines between `// README: NAME` and `// README: end`,
dedented. Run from the repository root after changing an example's source:

    python3 Tools/docs/sync-examples.py
"""
import re
from pathlib import Path

MARKER = re.compile(r"<!-- example: (\S+) -->")


def dedent(lines):
    indents = [len(line) - len(line.lstrip(" ")) for line in lines if line.strip()]
    indent = min(indents, default=0)
    return "\n".join(line[min(indent, len(line) - len(line.lstrip(" "))):] for line in lines).strip("\n")


def source(marker):
    path, _, name = marker.partition("#")
    lines = Path(path).read_text().split("\n")
    if not name:
        while lines and (lines[0].startswith("import ") or not lines[0].strip()):
            lines.pop(0)
        return dedent(lines)
    begin = next(i for i, line in enumerate(lines) if line.strip() == f"// README: {name}")
    end = next(i for i in range(begin, len(lines)) if lines[i].strip() == "// README: end")
    return dedent(lines[begin + 1:end])


def sync(document):
    lines = Path(document).read_text().split("\n")
    out, index, marker = [], 0, None
    while index < len(lines):
        line = lines[index]
        if line.strip():
            found = MARKER.search(line)
            if line.strip() != "```swift":
                marker = found.group(1) if found else None
        out.append(line)
        index += 1
        if line.strip() == "```swift" and marker:
            while lines[index].strip() != "```":
                index += 1
            out.extend(source(marker).split("\n"))
            marker = None
    Path(document).write_text("\n".join(out))


catalog = sorted(str(path) for path in Path("Core/Sources/Core/Core.docc").glob("*.md"))
for document in ["README.md", "CONTRIBUTING.md", "docs/Architecture.md", "Core/README.md", "Benchmarks/README.md"] + catalog:
    sync(document)
