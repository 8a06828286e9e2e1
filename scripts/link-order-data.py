"""The data a release lamina reads and writes, as names for lld's --symbol-ordering-file.

Usage: link-order-data.py MAP AMBIGUOUS DATA...  (called by scripts/link-order)

MAP is the link's map (lld -Map): each output section, the input sections it is made of at their
addresses, and the symbols each defines. AMBIGUOUS lists names defined more than once.
Each DATA file lists, one per line in hexadecimal, the addresses inside the program one workload
touched (from valgrind's lackey), in the order first touched; the files are taken in the order of
the number in their names. lld orders input sections, so each input section of the program's data
holding a touched address is named once, by its first symbol that names nothing else, or else by
its first symbol (which also places the other sections defining that name: small local constants,
such as the dynamic-replacement lists each Swift module has, which the runtime reads at start-up);
a section defining no symbol cannot be placed (the merged string constants, for one). The names each
workload adds are sorted, so that two runs of the same workloads give the same list.
"""

import bisect
import re
import sys

# Code is ordered by the function list; every other output section holds data (variables, constants,
# and the Swift metadata sections, swift5_*).
EXCLUDED = {".text", ".init", ".fini", ".plt"}
LINE = re.compile(r"^\s*([0-9a-f]+)\s+[0-9a-f]+\s+([0-9a-f]+)\s+\d+ (\s*)(.*)$")


def sections(path, ambiguous):
    """The data input sections of the map as sorted (start, end, name or None) tuples."""
    found, output, current = [], None, None
    for line in open(path, errors="replace"):
        match = LINE.match(line)
        if not match:
            continue
        start, size, indent, text = match.groups()
        start, size, indent = int(start, 16), int(size, 16), len(indent)
        if indent == 0:
            output, current = text, None
        elif indent == 8:
            current = None
            if output not in EXCLUDED and size > 0:
                current = [start, start + size, None, None]
                found.append(current)
        elif indent == 16 and current is not None:
            slot = 3 if text in ambiguous else 2
            if current[slot] is None:
                current[slot] = text
    return sorted((start, end, name or shared) for start, end, name, shared in found)


def main():
    mapped, ambiguous, traces = sys.argv[1], set(open(sys.argv[2]).read().split()), sys.argv[3:]
    table = sections(mapped, ambiguous)
    starts = [section[0] for section in table]
    traces.sort(key=lambda path: int(re.search(r"(\d+)\.txt$", path).group(1)))
    seen, order = set(), []
    for path in traces:
        new = set()
        for line in open(path):
            address = int(line, 16)
            i = bisect.bisect_right(starts, address) - 1
            if i < 0 or address >= table[i][1]:
                continue
            name = table[i][2]
            if name is not None and name not in seen:
                seen.add(name)
                new.add(name)
        order += sorted(new)
    print("\n".join(order))


main()
