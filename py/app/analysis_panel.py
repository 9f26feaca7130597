"""The analysis box (#analysis): the session's analysis of a family (its summary, its chart
or state graph with their legends, its hardest positions as small boards that link to them),
drawn again only for a new analysis."""

from pyscript import document

from dom import element, set_text, small_picture
from puzzles import words
from puzzles.words import tr


def legend_text(table, family):
    """A legend's text (issue 12) in the page's language, from the help texts (the family's or
    the shared one), imported at the first analysis shown (issue 25); "" without them (the
    legend stays hidden)."""
    try:
        from puzzles import help_text
    except ImportError:
        return ""
    return help_text.legend(table, family, words.language())


class AnalysisPanel:
    def __init__(self, session):
        self.session = session
        self.analysis = None        # the analysis drawn

    def reset(self):
        """Draw the analysis again at the next draw() (the page's language changed)."""
        self.analysis = None

    def draw(self):
        shown = self.session.analysis_view()
        element("analysis").hidden = shown is None
        if shown is None or self.analysis is self.session.analysis:
            return
        self.analysis = self.session.analysis
        summary, svg, positions = shown
        set_text("analysis-summary", summary)
        element("analysis-chart").innerHTML = svg  # built from numbers and fixed names only
        # The legends beside the chart and the state graph (issue 12).
        parts = self.session.analysis_parts()
        legends = (("chart-legend", "chart" in parts, "CHART_LEGEND"),
                   ("graph-legend", "graph" in parts, "STATE_GRAPH_LEGEND"))
        for name, shown_here, table in legends:
            text = legend_text(table, self.session.family)
            element(name).hidden = not (shown_here and text)
            set_text(name, text if shown_here else "")
        # The hardest positions as small boards with their move counts; the game id is only
        # in the link (one click plays it).
        items = element("analysis-positions")
        items.textContent = ""
        element("hardest-title").hidden = not positions
        distance = self.session.analysis[1].get("distance")
        for game_id, picture in positions:
            link = document.createElement("a")
            link.href = "#" + game_id
            if picture:
                link.append(small_picture(picture, "thumb"))
            if isinstance(distance, int):
                name = document.createElement("span")
                name.className = "moves"
                name.textContent = tr("{count} {noun} to solve", count=distance,
                                      noun=self.session.moves_noun(distance))
                link.append(name)
            item = document.createElement("li")
            item.append(link)
            items.append(item)
