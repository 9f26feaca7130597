"""The Lab's results and questions (issues 23 and 24; py/app/lab_panel.py): the table of runs
(answer, positions, time, the page's own time, a chart of positions per depth:
puzzles/chart_svg.py) and the questions the source pages ask, each a link answered by our
solver; a run's end (its row, its solution put on the board, its console output). Functions of
the LabPanel (``self``). Split from lab_panel.py (issue 33, part 8)."""

import json

from pyscript import document, window

import focus
import watch_view
from dom import element
from puzzles import chart_svg, lab_link, lab_messages
from puzzles.session import grouped
from puzzles.words import language, mark, message, reason, say, tr

COLUMNS = (mark("Method"), mark("Answer"), mark("Positions"), mark("Time"), mark("The page's time"),
           mark("Positions per depth"))
QUESTION = "question-"  # a link's method slot "question-<n>": puzzles.lab.QUESTIONS[n], asked


_serial = [0]     # each row's number (the table is drawn again only when its rows change)
_drawn = [None]   # what the table on show was drawn from
_asked = [None]   # what the list of questions on show was drawn from


def put_row(self, run, result, error):
    """The run's row in the results table (replacing the method's last one)."""
    _serial[0] += 1
    self.rows = [row for row in self.rows if (row["slug"], row["edited"]) != (run["slug"], run["edited"])]
    self.rows.append({"slug": run["slug"], "edited": run["edited"], "result": result, "error": error,
                      "serial": _serial[0]})


def draw_results(self):
    """The results table of the runs on show (``self``: the LabPanel). Drawn again only when
    its rows, the game or the language changed (the Lab draws at every message of a run)."""
    box = element("lab-results")
    shown = self.rows and self.rows_game == self.session.game_id()
    key = repr((language(), self.rows_game, [row["serial"] for row in self.rows] if shown else None))
    if key == _drawn[0] and box.firstChild is not None or not shown and not box.firstChild:
        return
    _drawn[0] = key
    box.textContent = ""
    if not shown:
        focused = focus.focused() == "lab-results"
        for name in ("tabindex", "role", "aria-label"):
            box.removeAttribute(name)
        if focused:  # (the keyboard's place kept in the Lab, not lost to the page's body)
            element("lab").focus()
        return
    # A table that may scroll sideways (a phone): a named region the keyboard can reach.
    box.setAttribute("tabindex", "0")
    box.setAttribute("role", "region")
    box.setAttribute("aria-label", tr("The results"))
    table = document.createElement("table")
    head = document.createElement("tr")
    for name in COLUMNS:
        cell = document.createElement("th")
        cell.textContent = tr(name)
        head.append(cell)
    table.append(head)
    for row in self.rows:
        line = document.createElement("tr")
        line.dataset.method = row["slug"] + ("-edited" if row["edited"] else "")
        entry = [m for m in self.methods if m["method"] == row["slug"]][0]
        published = entry.get("published")
        result = row["result"]
        if result is None:
            texts = (self.title(row["slug"], row["edited"]), say(row["error"]), "", "", "")
        else:
            texts = (self.title(row["slug"], row["edited"]), answer(result), grouped(result["positions"]),
                     "%.2f s" % result["seconds"],
                     tr("{seconds} s, {machine}", seconds="%g" % published["seconds"], machine=published["machine"])
                     if published and published.get("seconds") is not None and not row["edited"] else "")
        for index, text in enumerate(texts):
            cell = document.createElement("td")
            cell.textContent = text
            cell.className = ("method", "answer", "positions", "time", "published")[index]
            line.append(cell)
        chart = document.createElement("td")
        chart.className = "chart"
        if result is not None and result.get("per_depth"):
            # Drawn from numbers and the catalogue's words only.
            chart.innerHTML = chart_svg.histogram(result["per_depth"], tr("positions at each depth"))
        line.append(chart)
        table.append(line)
    box.append(table)


def answered(self, index, result):
    self.progress = ""
    self.answers[index] = result["value"]
    question = self.questions[index]
    self.note = message("{question} Our answer: {answer}.", question=message(question["question"]),
                        answer=value_text(result["value"]))
    if question.get("answer") is not None:
        self.note = message("{question} Our answer: {answer}; the page's: {page}.",
                            question=message(question["question"]),
                            answer=value_text(result["value"]), page=question["answer"])

def value_text(value):
    return tr("impossible") if value is None else grouped(int(value))

def draw_questions(self):
    """The list of questions from the source: each a link that opens its position and
    answers it (``#lab/<game id>!question-<n>``), our answer beside it once asked."""
    box = element("lab-questions")
    key = repr((language(), len(self.questions or ()), sorted(self.answers.items())))
    if key == _asked[0]:
        return  # drawn already (the Lab draws at every message of a run)
    _asked[0] = key
    if not self.questions:
        box.textContent = ""
        return
    items = []  # (the questions come from static/lab.js's listing: lab.js is there)
    for question in self.questions:
        index = question["index"]
        text = ""
        if index in self.answers:
            text = tr("our answer: {answer}", answer=value_text(self.answers[index]))
            if question.get("answer") is not None:
                text = tr("our answer: {answer}; the page's: {page}",
                          answer=value_text(self.answers[index]), page=question["answer"])
            text = " " + text
        items.append([index, lab_link.join(question["game"], QUESTION + str(index)), tr(question["question"]), text])
    # One call into JavaScript for the list (issue 38: an element at a time through the
    # FFI was 55-100 ms at 4x throttling, in the listing's slice).
    window.labQuestions(box, json.dumps(items))


def answer(result):
    if result["answer"] == "solution":
        return tr("{moves} moves", moves=result["moves"])
    if result["answer"] == "count":
        return tr("count: {count}", count=grouped(result["count"]))
    return tr("no solution")

def ask(self, index):
    """Answer the question from the source number ``index`` (a link's "question-<n>")."""
    try:
        index = int(index)
    except ValueError:
        index = -1
    if not 0 <= index < len(self.questions or ()):
        self.note = message("This link names no question of the Lab ({method}).", method=str(index)[:40])
        self.draw()
        return
    if self.running is not None:
        self.cancel()
    self.queue = [(QUESTION, index, False)]
    self.note = ""
    self.next_run()


# --- a run's end (the worker's done or error) -------------------------------------------
def fresh_worker_after(self, run):
    """After a reader's program (edited, or from a link) the worker is replaced: whatever
    that program changed in it (a module patched, a global set) cannot touch the next run."""
    if run["edited"]:
        window.labWorker.restart()

def finished(self, said):
    result = said["result"]
    run = self.running
    if (run.get("question") is not None) != (result["answer"] == "question"):
        refused(self, message(lab_messages.CANNOT_SHOW))  # a question's answer for a run, or the reverse
        return
    self.running = None
    if run.get("question") is not None:
        answered(self, run["question"], result)
        self.next_run()
        return
    fresh_worker_after(self, run)
    self.progress = ""
    console(self, run, said)
    if run.get("watch") is not None:
        self.watch.recorded(run["watch"], result)
    put_row(self, run, result, None)
    if result["per_depth_cut"]:
        self.note = message("Positions per depth: the first {depths} depths are shown, {cut} more were cut.",
                            depths=len(result["per_depth"]), cut=result["per_depth_cut"])
    if result.get("solution") is not None:
        moves = result["moves"]
        text = lambda: tr("{method}: a solution in {moves} moves", method=self.title(run["slug"], run["edited"]),
                          moves=moves)
        try:
            if self.session.lab_solution(run["game"], result["solution"], text):
                self.update()
        except ValueError as error:  # a move the rules refuse (the worker checks them: a forged result)
            put_row(self, run, None, reason(error))
            self.note = message("{method}: {why}", method=run["title"], why=reason(error))
    self.next_run()

def refused(self, why):
    """The worker sent what the Lab can not show (``why``, a message): the run ends, its worker
    replaced as Cancel replaces it, and the runs queued after it go on."""
    run = self.running
    self.running = None
    self.progress = ""
    window.labWorker.restart()
    if run.get("watch") is not None:
        self.watch.recorded(run["watch"], None, why)
    if run.get("question") is None:
        put_row(self, run, None, why)
    self.note = message("{method}: {why}", method=run["title"], why=why)
    self.next_run()

def failed(self, said):
    run = self.running
    self.running = None
    if run.get("question") is not None:
        self.progress = ""
        self.note = message("{method}: {why}", method=run["title"], why=said["message"])
        self.next_run()
        return
    if not said.get("fatal"):
        fresh_worker_after(self, run)
    self.progress = ""
    console(self, run, said, said["message"], said.get("line"))
    if run.get("watch") is not None:
        self.watch.recorded(run["watch"], None, said["message"])
    put_row(self, run, None, said["message"])
    self.note = message("{method}: {why}", method=run["title"], why=said["message"])
    line = said.get("line")
    if run["slug"] == self.slug and isinstance(line, int):
        window.labEditor.markLine(line)
    if said.get("fatal"):
        window.labWorker.restart()
    self.next_run()

def console(self, run, said, error=None, line=None):
    """The program's print output and error in #lab-console (the editor's program only)."""
    if run["slug"] != self.slug or run.get("watch") == 1:
        return
    result = said.get("result") or {}
    watch_view.draw_console(said.get("output", result.get("output")),
                            said.get("output_cut", result.get("output_cut")), error, line)
