"""Peg solitaire by iterative deepening with the corner bound and the peg groups (seed 000, step 2).

Source: M.Hiroi, "Common Lisp Programming: peg solitaire" (seed 000), ペグのグループ分け.
The corner-bound program of step 1, plus two facts about the peg groups (``board.classes``:
a peg never leaves its group, and the peg it jumps over is always of another group):
- the finish hole's group must keep a peg (グループ 2 のペグが 0 になると解けない);
- every corner peg must jump over a peg of the group next to the corners (on triangle21,
  group 3: holes 2, 5, 7, 13, 15, 17) and those pegs are never made again, so once they are
  fewer than the corner pegs that still have to jump, the line is dead. (The page builds
  this into its jump table: only a corner peg may jump over a group-3 peg.)
Published: 2.88 s in SBCL 2.1.11 (from 8.54 s).
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
    searched = 0
    path = []

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

    def dead(pegs):
        if finish_mask and not pegs & finish_mask:
            return True  # no peg left that could ever reach the finish hole
        return food_mask and count(pegs, corner_mask) - final_on_corner > count(pegs, food_mask)

    def search(pegs, last, moves_left, pegs_left):
        nonlocal searched
        searched += 1
        if searched % 20000 == 0:
            progress(positions=searched, depth=limit)
        if pegs_left == 1:
            return finish is None or pegs >> finish & 1
        if corners_to_move(pegs, last) > moves_left or dead(pegs):
            return False
        for frm in range(board.size):
            if not pegs >> frm & 1:
                continue
            cost = 0 if frm == last else 1
            if cost > moves_left:
                continue
            for over, to in jumps[frm]:
                if pegs >> over & 1 and not pegs >> to & 1:
                    path.append((frm, to))
                    if search(pegs ^ (1 << frm | 1 << over | 1 << to), to, moves_left - cost, pegs_left - 1):
                        return True
                    path.pop()
        return False

    pegs = position.pegs
    limit = max(0, corners_to_move(pegs, position.last))
    while limit < board.size:
        progress(positions=searched, depth=limit)
        found = search(pegs, position.last, limit, bin(pegs).count("1"))
        progress(positions=searched, depth=limit)
        if found:
            return moves_of(path)
        limit += 1
    return None


def moves_of(path):
    """The jumps as moves: a chain of jumps by one peg is one move [from, to, to, ...]."""
    moves = []
    for frm, to in path:
        if moves and frm == moves[-1][-1]:
            moves[-1].append(to)
        else:
            moves.append([frm, to])
    return moves
