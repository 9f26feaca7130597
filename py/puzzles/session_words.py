"""The game session's wording (a part of puzzles.session): every line of text it shows.

The status line, the line under the board (can the position still be won; once won, the win
line), the solver's progress and cost, a hint's answer, the solution's title, the hints'
legend, the analysis's summary and the score line under a won game, in the page's language
(puzzles.words). The functions that take a ``session`` only read it (``Session`` in
puzzles.session binds them as its methods: ``session.status()``); the others are plain
functions of what they are given. A line the session keeps (``message``, ``note``,
``progress``) is a ``message`` dict, a string, or a function that words it, so it follows a
change of language: ``word`` words it when it is read.

Pure Python; runs on MicroPython (the page) and CPython.
"""

from puzzles import chart_svg, registry
from puzzles.gameid import GameIdError
from puzzles.marks import best_move
from puzzles.records import time_text
from puzzles.words import language, mark, message, say, tr

PICTURES = 24  # hardest positions drawn small beside their links
# What one move is called in a solution's title when the family says nothing (MOVE_NAME).
MOVE_NOUNS = (mark("move"), mark("moves"))


def grouped(number):
    """A count with its thousands grouped: 311009 -> "311,009" (MicroPython has no ``{:,}``)."""
    digits = str(int(number))
    sign = "-" if digits.startswith("-") else ""
    digits = digits.lstrip("-")
    groups = []
    while len(digits) > 3:
        groups.insert(0, digits[-3:])
        digits = digits[:-3]
    return sign + ",".join([digits] + groups)


def word(said):
    """A line of text in the page's language from what the session keeps: a ``message``
    dict, a string, or a function that words it (a result, worded again after the player
    switches language)."""
    if callable(said):
        return said()
    return say(said) if said else ""


def moves_noun(name, count):
    """"move"/"moves" (or a family's MOVE_NAME, ``name``) for ``count`` of them, worded."""
    noun = name if count == 1 else name + "s"
    worded = tr(noun)  # pass-through: MOVE_NOUNS, or the family's MOVE_NAME
    if worded == noun and count != 1 and language() != "en":
        worded = tr(name)  # pass-through: a language without plurals has the singular only
    return worded


# --- the lines a session shows (each reads the session only) --------------------------------
def status(session):
    """The status line: a search, what an editor on does (``edit_prompt``), the game's end,
    the computer, a solver's answer, the solution being followed, else what to do
    (``ui_prompt`` for the marks on show, a peg picked up; else ``prompt``)."""
    view, position, ui = session.view, session.position, session.ui
    if session.search is not None:
        return tr("Searching…")
    editing = view.edit_prompt(position, ui)
    if editing:  # an editor is on: what a click does there
        return say(editing)
    ended = position.status_text()
    if ended and position.is_won() and session.tally.finished_by == "solution":
        # Won by the solution's playback: shown, not solved (as the win and score lines say).
        return tr("The solver's solution is played out: shown, not solved by you. Restart to solve it yourself.")
    if ended:
        return say(ended)
    if session.announced is not None:
        return tr("The computer takes {move}…", move=view.describe_move(position, session.announced))
    if session.note:
        return word(session.note)
    solution, at = session.solution, session.playback.at
    if solution is not None:
        if at is None:
            return tr("You left the solution; Undo goes back to it.")
        if at == (0, 0):
            return word(solution.text)
        return tr("Following the solution: {played} of {total} moves played.", played=at[0], total=len(solution))
    return say(view.ui_prompt(position, ui) or view.prompt(position))


def move_words(view, before, after):
    """What a screen reader hears once after a change of position (the page's polite live
    region): the move in the family's words (``say_move``) when one legal move leads from
    ``before`` to ``after``, then the counters beside the board ("14 jumps over 10 to 6;
    Pegs left: 19"); the counters alone for any other change (Undo, a line of tiles slid)."""
    said = ""
    for move in view.moves(before) if type(before) is type(after) else ():
        try:
            if view.play(before, move) == after:
                said = view.say_move(before, move)
                break
        except ValueError:
            continue
    counts = ", ".join([tr("{label}: {value}", label=say(label), value=say(value) if isinstance(value, dict) else value)
                        for label, value in view.counters(after)])
    ended = after.status_text()
    if ended:
        counts = tr("{counts}. {ended}", counts=counts, ended=say(ended))
    return tr("{move}; {counts}", move=said, counts=counts) if said else counts


def verdict_text(session):
    """The line under the status: can this position still be won ("" while not known);
    once the game is won, the win line instead (``win_text``)."""
    if session.search is not None:
        return ""
    if session.position.is_won():
        return win_text(session)
    if session.position.status_text():
        return ""
    verdict = session.verdict()
    if verdict is None:
        return ""
    winnable, moves = verdict
    family_words = session._hook("verdict_text")
    if family_words is not None:  # the family's own words (knight: cells to visit)
        return family_words(winnable, moves)
    if not winnable:
        return tr("This position can no longer be won.")
    if moves is None:
        return tr("This position can still be won.")
    return tr("This position can still be won: {count} more {noun} at best.", count=moves,
              noun=session.moves_noun(moves))


VERDICT_WAITING = "Asking the solver whether this position can still be won…"  # (the build's too)


def verdict_waiting_text(session):
    """The verdict line while the verdict is asked of a solver still getting ready ("" when
    none is asked, a search runs, or the game is won), shown until its first answer
    (py/app/main.py) and in the first paint (static/board-shape.js, build.py first_texts):
    a phone's largest paint is then not a verdict written seconds in (issue 38)."""
    position = session.position
    if session.search is not None or position.is_won() or not session.searches.asking(position.game_id()):
        return ""
    return tr(VERDICT_WAITING)


def win_text(session):
    """The win line: the moves played against the fewest possible, and the help had
    (hints, the solver's solution); a game the solution's playback finished was shown,
    not solved. "" while the game is not won, or when there is nothing to say."""
    position, tally = session.position, session.tally
    if not position.is_won():
        return ""
    moves = session.view.moves_played(position)
    noun = session.moves_noun(moves) if moves is not None else ""
    if tally.finished_by == "solution":
        if moves is None:
            return tr("Shown by the solver, not solved by you.")
        return tr("Shown by the solver in {moves} {noun}, not solved by you.", moves=moves, noun=noun)
    if tally.finished_by is None:  # loaded won, or reached by Undo or Redo only
        return ""
    helped = help_words(tally.hints_used, tally.solver_help)
    if moves is None:
        return tr("Solved{help}.", help=helped) if helped else ""
    fewest = session.fewest_moves()
    if fewest is not None and fewest <= moves:
        if fewest == moves:
            return tr("Solved in {moves} {noun}{help}: the fewest possible!", moves=moves, noun=noun, help=helped)
        return tr("Solved in {moves} {noun}{help}. The fewest possible is {fewest}.", moves=moves, noun=noun,
                  help=helped, fewest=fewest)
    if session.searches.asking(tally.game.game_id()):
        return tr("Solved in {moves} {noun}{help}. Looking for the fewest possible…", moves=moves, noun=noun,
                  help=helped)
    return tr("Solved in {moves} {noun}{help}.", moves=moves, noun=noun, help=helped)


def score_words(score, ms, noun):
    """The score line under a won game (the page's records panel): "Your score: 14 moves ·
    fewest 12 · 1:05 · no hints"; ``score`` is the session's ``score()`` card, ``ms`` the time
    taken (None: not timed), ``noun(count)`` the family's moves worded ("7 crossings")."""
    parts = []
    if score["moves"] is not None:
        parts.append(tr("{moves} {noun}", moves=score["moves"], noun=noun(score["moves"])))
        if score["fewest"] is not None:
            parts.append(tr("fewest {fewest}", fewest=score["fewest"]))
    if ms is not None:
        parts.append(time_text(ms))
    hints = score["hints"]
    parts.append(tr("no hints") if not hints else tr("1 hint") if hints == 1 else tr("{count} hints", count=hints))
    if score["solver"]:
        parts.append(tr("the solver's help"))
    joined = " \u00b7 ".join(parts)
    if score["solved"]:
        return tr("Your score: {parts}", parts=joined)
    return tr("Shown by the solver, not solved: {parts}", parts=joined)


def help_words(hints, solver_help):
    """" with 2 hints", " with the solver's help"...: the help had in a game, worded."""
    if solver_help:
        if not hints:
            return tr(" with the solver's help")
        if hints == 1:
            return tr(" with 1 hint and the solver's help")
        return tr(" with {count} hints and the solver's help", count=hints)
    if not hints:
        return ""
    if hints == 1:
        return tr(" with 1 hint")
    return tr(" with {count} hints", count=hints)


def solution_title(session):
    count = len(session.solution) if session.solution else 0
    return tr("Solution: {count} {noun}", count=count, noun=session.moves_noun(count))


def legend(session):
    """A key to the marks on the board, when they need one."""
    if not session.ui.get("hints"):
        return ""
    return tr(session.view.HINT_LEGEND)  # pass-through: view_protocol.HINT_LEGEND, or the family's


def message_text(session):
    """What the last action said, in the page's language ("" when nothing)."""
    return word(session.message)


def progress_text(session):
    """The solver's progress line in plain words ("Searching: 311,009 positions, 12 s"),
    in the page's language; "" when no search runs."""
    return word(session.progress)


def progress_details(session):
    """The solver's internals, for a Details disclosure: the search's phase, positions
    and depth while it runs, what the last search cost after it; "" when none."""
    return word(session.progress_detail)


def analysis_parts(session):
    """What the analysis on show draws: "chart" (the histogram), "graph" (a state graph)."""
    if session.analysis is None:
        return []
    parts = ["chart"] if "histogram" in session.analysis[1] else []
    if session._hook("render_analysis") is not None:
        parts.append("graph")
    return parts


def analysis_view(session):
    """``(summary, svg, hardest)`` of this puzzle's sweep, or None; ``hardest`` lists
    ``(game id, small picture or "")``, a picture for the first PICTURES of them."""
    if session.analysis is None or session.analysis[0] != session.variant_id():
        return None
    result = session.analysis[1]
    if "histogram" in result:
        summary = tr("{states} states; the hardest need {distance} moves ({count} positions).",
                     states=result["states"], distance=result["distance"], count=result["count"])
        svg = chart_svg.histogram(result["histogram"])
    else:
        summary, svg = tr("{states} states.", states=result.get("states", 0)), ""
    render_analysis = session._hook("render_analysis")
    if render_analysis is not None:
        svg += render_analysis(result)
    hardest = []
    for index, game_id in enumerate(result.get("positions") or []):
        picture = ""
        if index < PICTURES:
            try:
                picture = session.view.render(registry.parse(game_id)[1], {})
            except GameIdError:
                pass
        hardest.append((game_id, picture))
    return summary, svg, hardest


# --- what a search says ----------------------------------------------------------------------
def progress_lines(progress):
    """``(line, detail)`` messages for a search's progress report (positions, depth, phase,
    elapsed): the line in plain words, the detail with the search's internals."""
    phase = progress.get("phase") or message("searching")
    if not isinstance(phase, dict):  # a solver's own phase name, worded if known
        phase = message(str(phase))  # pass-through: the solvers' phase names
    positions = grouped(progress.get("positions", 0))
    line = message("Searching: {positions} positions, {seconds} s", positions=positions,
                   seconds="%d" % progress.get("elapsed", 0))
    coming = progress.get("downloading")  # a data file the search needs, on its way (puzzles.jobs)
    if isinstance(coming, dict) and coming.get("total"):
        line = message("Downloading {file}: {received} of {total} KB…", file=coming.get("file", ""),
                       received=coming.get("received", 0), total=coming.get("total"))
    detail = message("{phase}: {positions} positions searched, depth {depth}, {seconds} s", phase=phase,
                     positions=positions, depth=progress.get("depth", 0), seconds="%.1f" % progress.get("elapsed", 0))
    return line, detail


def cost(result):
    """What a finished search cost, a detail shown under Details only."""
    searched = result.get("positions")  # a count here; an analysis lists positions instead
    seconds = "%.3f" % result.get("elapsed", 0)
    if isinstance(searched, int):
        return message("{positions} positions, {seconds} s in the solver", positions=grouped(searched),
                       seconds=seconds)
    return message("{seconds} s in the solver", seconds=seconds)


def answer(view, asked, result, level, noun):
    """A search's answer as a function that words it (it follows a change of language): a
    hint search's at ``level`` (``hint_text``), else the family's ``result_text``, with the
    solver's ``note``. ``noun(count)`` words the family's moves."""
    if "hints" in result:
        text = lambda: hint_text(view, asked, result, level, noun)
    else:
        text = lambda: say(view.result_text(result))
    if result.get("note"):  # why the answer came the way it did (a data file unread)
        plain = text
        text = lambda: plain() + " " + say(result["note"])
    return text


def elsewhere(text):
    """An answer (a function that words it) said of the position asked about, which the
    board has left."""
    return lambda: tr("For the position you asked about: {answer}", answer=text())


def hint_text(view, position, result, level, noun):
    """The status line for a hint search's answer, shown at ``level`` (1: the arrow on one
    best move; 2: every move numbered); ``noun(count)`` words the family's moves."""
    hints = result["hints"]
    if result.get("unknown") and result.get("example"):
        return tr("No exact hint here ({why}), but this position can still be won: a quick "
                  "search found a solution that starts with {move}.", why=say(result["unknown"]),
                  move=view.describe_move(position, result["example"]))
    if result.get("unknown"):
        return tr("No hint here: {why}.", why=say(result["unknown"]))
    shown = best_move(hints, result.get("dead") or ())
    if shown is None:
        dead = result.get("dead") or ()
        if [entry for entry in hints if entry[0] not in dead]:
            return tr("Hint: no move is known to reach the goal from here yet (?: not decided).")
        if result.get("reason"):
            return tr("Hint: no move leads to the goal from here ({why}).", why=say(result["reason"]))
        return tr("Hint: no move leads to the goal from here.")
    move, count = view.describe_move(position, shown[0]), shown[1]
    if level == 1:
        return tr("Hint: the arrow on the board shows a best move, {move}: {count} {noun} to go. "
                  "Hint again numbers every move.", move=move, count=count, noun=noun(count))
    return tr("Hints on the board: the number on each move is the fewest {noun} to the goal with it; "
              "best: {move} ({count}).", noun=noun(2), move=move, count=count)
