"""The families of the words branch (flip, nim, river, knight rules, the chart) worded in English
then Japanese: prompts, boards, moves, options, game-id errors, refusals, the state graph."""

from puzzles import words, registry
from puzzles import chart_svg
from puzzles.flip import view as flip_svg
from puzzles.nim import view as nim_svg
from puzzles.river import view as river_svg
for lang in ("en", "ja"):
    words.set_language(lang)
    for game in ("flip/square", "nim?heaps=5,2,3", "river/missionaries?rowers=M1,C1", "river/wolf-goat-cabbage", "knight/5x5?start=0"):
        family, position = registry.parse(game)
        view = registry.view(family)
        print(view.prompt(position))
        print(len(view.render(position, {"cursor": 0})))
        for move in view.moves(position)[:3]:
            print(view.describe_move(position, move))
        print(" | ".join(o["label"] for o in view.options(position)))
    for bad in ("flip/round", "nim?heaps=a", "river/missionaries?boat=up", "knight/2x8"):
        try:
            registry.parse(bad)
        except ValueError as error:
            print(str(error))
    p = registry.parse("river/jealous-husbands")[1]
    print(river_svg.click(p, {"boat": ["Ha", "Wb"]}, 6)[2])
    print(river_svg.render_analysis({"graph": {"nodes": [{"label": "A*|", "layer": 0, "game": "river/jealous-husbands"}], "edges": [], "path": [0], "legend": p.problem.legend()}})[:300])
    print(nim_svg.act(registry.parse("nim?heaps=5,2,3")[1], {}, "hint", None)[2])
    print(len(chart_svg.histogram([1, 2, 3])))
    # The English key of a worded text, and the Japanese table loaded on demand (words_ja).
    print(words.tr("Undo"), words.english(words.tr("Undo")), len(words.catalogue(lang)) > 100 or lang)
print("END")
