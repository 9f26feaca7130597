"""Peg solitaire: counting every shortest solution, as seed 000's program does (its 96).

The program of step 3 (Table 1's bound, the peg groups), which at the first depth with a
solution goes on to the end of that depth and counts every solution (*count-answer*): the
page, with the first move fixed to 14 -> 6, prints 96 of 12 moves. A solution is counted as
the page prints it, jump by jump (the same chain in another order counts again).

Source: M.Hiroi, "Common Lisp Programming: peg solitaire" (seed 000), 下限値の改善, 表 1.
A corner peg jumps over one hole next to it (on triangle21: corners 0 and 1 over hole 2, 12
and 19 over 13, 18 and 20 over 17). With a peg on that hole, one corner peg costs 1 move
and two cost 3 (the hole must be filled again between them); with none, 2 and 4: Table 1,
for n corner pegs: 2n - 1 moves, or 2n. While a peg of the hole's group is jumping (a chain
that might fill the hole for free), the page falls back to counting corner pegs.
Also, from step 2, the peg groups (``board.classes``:
a peg never leaves its group, and the peg it jumps over is always of another group):
- the finish hole's group must keep a peg (グループ 2 のペグが 0 になると解けない);
- every corner peg must jump over a peg of the group next to the corners (on triangle21,
  group 3: holes 2, 5, 7, 13, 15, 17) and those pegs are never made again, so once they are
  fewer than the corner pegs that still have to jump, the line is dead. (The page builds
  this into its jump table: only a corner peg may jump over a group-3 peg.)
Published: 96 solutions; 0.86 s in SBCL 2.1.11. Returns the count.
"""


def solve(position, progress):
    board = position.board
    jumps = board.jumps
    group = board.classes
    corners = board.corners
    finish = position.finish
    final_on_corner = 1 if finish is None or finish in corners else 0
    finish_group = [h for h in range(board.size) if finish is not None and group[h] == group[finish]]
    # The groups of the pegs the corner pegs jump over: one group (triangle21) gives the rule.
    corner_food = set(group[over] for corner in corners for over, _ in jumps[corner])
    food = [h for h in range(board.size) if len(corner_food) == 1 and group[h] in corner_food]
    # Table 1's corner groups: the corners whose every jump goes over the same hole.
    corner_groups = {}
    for corner in corners:
        overs = set(over for over, _ in jumps[corner])
        key = overs.pop() if len(overs) == 1 else -1 - corner  # a corner of its own
        corner_groups[key] = corner_groups.get(key, 0) | 1 << corner
    searched = 0

    def mask(holes):
        return sum(1 << hole for hole in holes)

    def count(pegs, holes_mask):
        return bin(pegs & holes_mask).count("1")

    corner_mask, finish_mask, food_mask = mask(corners), mask(finish_group), mask(food)

    def corners_to_move(pegs, last):
        moving = count(pegs, corner_mask)
        if last in corners:
            moving -= 1  # the peg that just landed there may go on jumping for free
        return moving - final_on_corner

    def table1(pegs, last):
        if last >= 0 and (group[last] in corner_food or last in corners) or final_on_corner:
            return corners_to_move(pegs, last)  # the page's fall-back while a chain goes on
        bound = 0
        for hole, group_corners in corner_groups.items():
            n = count(pegs, group_corners)
            if hole < 0:
                bound += n  # a corner with jumps over several holes: one move at least
            elif n:
                bound += 2 * n - 1 if pegs >> hole & 1 else 2 * n
        return bound

    def dead(pegs):
        if finish_mask and not pegs & finish_mask:
            return True  # no peg left that could ever reach the finish hole
        return food_mask and count(pegs, corner_mask) - final_on_corner > count(pegs, food_mask)

    def search(pegs, last, moves_left, pegs_left):
        """The number of solutions from here within ``moves_left`` moves."""
        nonlocal searched
        searched += 1
        if searched % 20000 == 0:
            progress(positions=searched, depth=limit)
        if pegs_left == 1:
            return 1 if finish is None or pegs >> finish & 1 else 0
        if table1(pegs, last) > moves_left or dead(pegs):
            return 0
        found = 0
        for frm in range(board.size):
            if not pegs >> frm & 1:
                continue
            cost = 0 if frm == last else 1
            if cost > moves_left:
                continue
            for over, to in jumps[frm]:
                if pegs >> over & 1 and not pegs >> to & 1:
                    found += search(pegs ^ (1 << frm | 1 << over | 1 << to), to, moves_left - cost, pegs_left - 1)
        return found

    pegs = position.pegs
    limit = max(0, table1(pegs, position.last))
    while limit < board.size:
        progress(positions=searched, depth=limit)
        found = search(pegs, position.last, limit, bin(pegs).count("1"))
        progress(positions=searched, depth=limit)
        if found:
            return found  # every solution of the fewest moves, as the page counts them
        limit += 1
    return 0

