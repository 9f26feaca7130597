"""Peg solitaire's peg groups, as the source page's steps 2 and 3 use them (the lab's peg-groups,
peg-table1 and peg-count programs).

Source: M. Hiroi's Common Lisp primer, "ペグ・ソリテア" (peg solitaire), ペグのグループ分け and
下限値の改善. ``board.classes`` numbers each hole's group: a peg never leaves its group, and the
peg it jumps over is always of another group. ``corner_bound`` is step 1's bound (corner pegs
still to move); ``dead_line`` the two facts of step 2; ``table1_bound`` step 3's Table 1.
"""

from puzzles.words import mark, message

CORNERS = mark("corner pegs to move: {value}, moves left: {bound}")
TABLE1 = mark("Table 1: the corner pegs need {value} moves, {bound} moves left")


def mask(holes):
    return sum(1 << hole for hole in holes)


def corner_bound(position):
    """Step 1's bound ``(pegs, last) -> moves`` and the reason for its cuts."""
    corners = position.board.corners
    corner_mask = mask(corners)
    final_on_corner = 1 if position.finish is None or position.finish in corners else 0

    def corners_to_move(pegs, last):
        moving = bin(pegs & corner_mask).count("1")
        if last in corners:
            moving -= 1  # the peg that just landed there may go on jumping for free
        return moving - final_on_corner
    return corners_to_move, CORNERS


def dead_line(position):
    """Step 2: ``dead(pegs)``, the reason a line can not end well, or None."""
    board, finish = position.board, position.finish
    group, corners = board.classes, board.corners
    finish_mask = mask(h for h in range(board.size) if finish is not None and group[h] == group[finish])
    # The groups of the pegs the corner pegs jump over: one group (triangle21) gives the rule.
    corner_food = set(group[over] for corner in corners for over, _ in board.jumps[corner])
    food_mask = mask(h for h in range(board.size) if len(corner_food) == 1 and group[h] in corner_food)
    corner_mask = mask(corners)
    final_on_corner = 1 if finish is None or finish in corners else 0

    def dead(pegs):
        if finish_mask and not pegs & finish_mask:
            return message("no peg left in the finish hole's group")
        if food_mask:
            hungry = bin(pegs & corner_mask).count("1") - final_on_corner
            food = bin(pegs & food_mask).count("1")
            if hungry > food:
                return message("corner pegs to move: {corners}, pegs left for them to jump over: {pegs}",
                               corners=hungry, pegs=food)
        return None
    return dead


def table1_bound(position):
    """Step 3's bound ``(pegs, last) -> moves`` (Table 1) and the reason for its cuts. A corner
    peg jumps over one hole next to it (on triangle21: corners 0 and 1 over hole 2, 12 and 19
    over 13, 18 and 20 over 17). With a peg on that hole, one corner peg costs 1 move and two
    cost 3 (the hole must be filled again between them); with none, 2 and 4: for n corner pegs,
    2n - 1 moves, or 2n. While a peg of the hole's group is jumping (a chain that might fill the
    hole for free), the page falls back to counting corner pegs."""
    board = position.board
    group, corners = board.classes, board.corners
    corners_to_move, _ = corner_bound(position)
    corner_food = set(group[over] for corner in corners for over, _ in board.jumps[corner])
    final_on_corner = 1 if position.finish is None or position.finish in corners else 0
    # Table 1's corner groups: the corners whose every jump goes over the same hole.
    corner_groups = {}
    for corner in corners:
        overs = set(over for over, _ in board.jumps[corner])
        key = overs.pop() if len(overs) == 1 else -1 - corner  # a corner of its own
        corner_groups[key] = corner_groups.get(key, 0) | 1 << corner
    pairs = list(corner_groups.items())

    def table1(pegs, last):
        if last >= 0 and (group[last] in corner_food or last in corners) or final_on_corner:
            return corners_to_move(pegs, last)  # the page's fall-back while a chain goes on
        bound = 0
        for hole, group_corners in pairs:
            n = bin(pegs & group_corners).count("1")
            if hole < 0:
                bound += n  # a corner with jumps over several holes: one move at least
            elif n:
                bound += 2 * n - 1 if pegs >> hole & 1 else 2 * n
        return bound
    return table1, TABLE1
